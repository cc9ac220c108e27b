import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import type { IssueRelation } from "../../db/models/IssueRelation.js";
import { fieldError } from "../errors.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentRelatedWorkItem, presentRelationRow } from "../presenters/workItemRelation.js";
import { recordActivityLines, type ActivityEntry } from "../workItems/activity.js";
import { workItemExtraEvent } from "../workItems/extraEvents.js";
import { otherSide, relationSeenFrom, storedRelation, type RelationType } from "../workItems/relations.js";

interface WorkItemRelationsAddInput {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
  /** The project's identifier, for the IDENT-seq names in the history. */
  projectIdentifier: string;
  relationType: RelationType;
  issueIds: readonly string[];
}

function refused(message: string): never {
  throw fieldError("issues", message);
}

/**
 * Relates `issue` to each named item of the same project. A pair that is already related, in any type
 * or direction, is left as it is: one pair holds one relation. Both items get a history line, and each
 * new relation queues work_item_relation.created. Returns the new relations as `issue` sees them.
 */
export async function workItemRelationsAdd({ trx, outbox, actorId, issue, projectIdentifier, relationType, issueIds }: WorkItemRelationsAddInput) {
  if (issueIds.includes(issue.id)) refused("a work item cannot be related to itself");
  // Same project only: that is the set of items every caller who can see this one can also read.
  const others = await Issue.query(trx).where("project_id", issue.project_id).whereIn("id", issueIds);
  if (others.length !== issueIds.length) refused("names a work item that is not in this project");

  const base = { workspace_id: issue.workspace_id, project_id: issue.project_id, created_by_id: actorId };
  const created = (await trx("issue_relations")
    .insert(issueIds.map((otherId) => ({ ...base, ...storedRelation(issue.id, otherId, relationType) })))
    .onConflict()
    .ignore()
    .returning("*")) as IssueRelation[];

  const byId = new Map(others.map((other) => [other.id, other]));
  const name = (item: Issue) => `${projectIdentifier}-${item.sequence_id}`;
  const result = [];
  const history: { issue: Issue; entry: ActivityEntry }[] = [];
  for (const row of created) {
    const other = byId.get(otherSide(row, issue.id));
    if (!other) throw new Error("a new relation names an item that was not checked");
    history.push(
      { issue, entry: { verb: "created", field: relationSeenFrom(row, issue.id), new_value: name(other), new_identifier: other.id } },
      { issue: other, entry: { verb: "created", field: relationSeenFrom(row, other.id), new_value: name(issue), new_identifier: issue.id } },
    );
    outbox.add(workItemExtraEvent("work_item_relation", "created", row, actorId, presentRelationRow(row)));
    result.push(presentRelatedWorkItem(other, relationSeenFrom(row, issue.id)));
  }
  // Both ends of every new relation get their line in one insert.
  await recordActivityLines(trx, actorId, history);
  return result;
}
