import { IssueRelation } from "../../db/models/IssueRelation.js";
import type { Project } from "../../db/models/Project.js";
import type { RelationType } from "../contract/workItems.js";
import { NotFoundError } from "../errors.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivityLines } from "../workItems/activity.js";
import { assertLive } from "../workItems/archivable.js";
import { lockWorkItemWith } from "../workItems/findMany.js";
import { relationSeenFrom } from "../workItems/relations.js";

const RELATION_NOT_FOUND = "Relation not found";

interface WorkItemRelationRemoveInput extends UnitOfWork {
  /** The project of both items; its identifier names them in the history (IDENT-seq). */
  project: Pick<Project, "id" | "identifier">;
  /** The item the relation is removed from, as the client named it. */
  issueId: string;
  /** A UUID (the route's schema checks it). */
  relatedIssueId: string;
  /** When given, the relation must be this one as the item sees it. */
  relationType?: RelationType;
}

/**
 * Removes the relation between the item and the related one, whichever side made it: the single row is
 * both directions, so nothing is left behind on the other item. Both items are locked in id order first
 * (as workItemRelationsAdd does), both get a history line, and work_item_relation.deleted is queued.
 */
export async function workItemRelationRemove({ trx, outbox, actor, project, issueId, relatedIssueId, relationType }: WorkItemRelationRemoveInput): Promise<void> {
  const {
    issue,
    others: [other],
  } = await lockWorkItemWith(trx, { projectId: project.id, viewerId: actor.id }, issueId, [relatedIssueId]);
  if (!other) throw new NotFoundError(RELATION_NOT_FOUND);
  const row = await IssueRelation.query(trx)
    .where("project_id", issue.project_id)
    .where((q) => q.where({ issue_id: issue.id, related_issue_id: other.id }).orWhere({ issue_id: other.id, related_issue_id: issue.id }))
    .first();
  if (!row || (relationType && relationSeenFrom(row, issue.id) !== relationType)) throw new NotFoundError(RELATION_NOT_FOUND);
  // The relation belongs to both ends: an archived one keeps it until restored.
  assertLive([issue]);
  assertLive([other], project);

  await IssueRelation.query(trx).deleteById(row.id);
  await recordActivityLines(trx, actor.id, [
    { issue, entry: { verb: "deleted", field: relationSeenFrom(row, issue.id), old_value: `${project.identifier}-${other.sequence_id}`, old_identifier: other.id } },
    { issue: other, entry: { verb: "deleted", field: relationSeenFrom(row, other.id), old_value: `${project.identifier}-${issue.sequence_id}`, old_identifier: issue.id } },
  ]);
  // Both ends ride along: a client drops the relation from whichever of the two items it shows.
  outbox.add(domainEvent("work_item_relation.deleted", row, actor.id, { id: row.id, issue_id: row.issue_id, related_issue_id: row.related_issue_id }, toWorkItemAudience(issue)));
}
