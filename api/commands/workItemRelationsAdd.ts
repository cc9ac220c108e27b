import type { Issue } from "../../db/models/Issue.js";
import type { IssueRelation } from "../../db/models/IssueRelation.js";
import type { Project } from "../../db/models/Project.js";
import type { RelatedWorkItemShape } from "../contract/workItemExtraShapes.js";
import type { RelationType } from "../contract/workItems.js";
import { fieldError } from "../errors.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentRelatedWorkItem, presentRelationRow } from "../presenters/workItemRelation.js";
import { recordActivityLines, type ActivityEntry } from "../workItems/activity.js";
import { assertLive } from "../workItems/archivable.js";
import { lockWorkItemWith } from "../workItems/findMany.js";
import { otherSide, relationSeenFrom, storedRelation } from "../workItems/relations.js";

interface WorkItemRelationsAddInput extends UnitOfWork {
  /** The project of every item involved; its identifier names them in the history (IDENT-seq). */
  project: Pick<Project, "id" | "identifier">;
  /** The item the relations are made from, as the client named it. */
  issueId: string;
  relationType: RelationType;
  /** Distinct UUIDs (the route's schema checks them). */
  issueIds: readonly string[];
}

function refused(message: string): never {
  throw fieldError("issues", message);
}

/**
 * Relates the item to each named item of the same project. A pair that is already related, in any type
 * or direction, is left as it is: one pair holds one relation. Every item involved is locked in id order
 * first, so two items relating to each other at once queue rather than deadlock, and the second finds
 * the pair taken. Both items get a history line, and each new relation queues work_item_relation.created.
 * Returns the new relations as the item sees them.
 */
export async function workItemRelationsAdd({ trx, outbox, actor, project, issueId, relationType, issueIds }: WorkItemRelationsAddInput): Promise<RelatedWorkItemShape[]> {
  const { issue, others } = await lockWorkItemWith(trx, { projectId: project.id, viewerId: actor.id }, issueId, issueIds);
  if (issueIds.includes(issue.id)) refused("includes this work item; a work item cannot be related to itself");
  // Same project only: that is the set of items every caller who can see this one can also read.
  if (others.length !== issueIds.length) refused("names a work item that is not in this project");
  // A relation is a change to both ends: neither may be archived.
  assertLive([issue]);
  assertLive(others, project);

  const base = { workspace_id: issue.workspace_id, project_id: issue.project_id, created_by_id: actor.id };
  const created = (await trx("issue_relations")
    .insert(issueIds.map((otherId) => ({ ...base, ...storedRelation(issue.id, otherId, relationType) })))
    .onConflict()
    .ignore()
    .returning("*")) as IssueRelation[];

  const byId = new Map(others.map((other) => [other.id, other]));
  const name = (item: Issue) => `${project.identifier}-${item.sequence_id}`;
  const result: RelatedWorkItemShape[] = [];
  const history: { issue: Issue; entry: ActivityEntry }[] = [];
  for (const row of created) {
    const other = byId.get(otherSide(row, issue.id));
    if (!other) throw new Error("a new relation names an item that was not checked");
    history.push(
      { issue, entry: { verb: "created", field: relationSeenFrom(row, issue.id), new_value: name(other), new_identifier: other.id } },
      { issue: other, entry: { verb: "created", field: relationSeenFrom(row, other.id), new_value: name(issue), new_identifier: issue.id } },
    );
    outbox.add(domainEvent("work_item_relation.created", row, actor.id, presentRelationRow(row), toWorkItemAudience(issue)));
    result.push(presentRelatedWorkItem(other, relationSeenFrom(row, issue.id)));
  }
  // Both ends of every new relation get their line in one insert.
  await recordActivityLines(trx, actor.id, history);
  return result;
}
