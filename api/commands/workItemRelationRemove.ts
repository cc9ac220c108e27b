import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { IssueRelation } from "../../db/models/IssueRelation.js";
import { NotFoundError } from "../errors.js";
import type { Outbox } from "../events/unitOfWork.js";
import { recordActivityLines } from "../workItems/activity.js";
import { workItemExtraEvent } from "../workItems/extraEvents.js";
import { relationSeenFrom, type RelationType } from "../workItems/relations.js";

const RELATION_NOT_FOUND = "Relation not found";

interface WorkItemRelationRemoveInput {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
  projectIdentifier: string;
  relatedIssueId: string;
  /** When given, the relation must be this one as `issue` sees it. */
  relationType?: RelationType;
}

/**
 * Removes the relation between `issue` and the related item, whichever side made it: the single row is
 * both directions, so nothing is left behind on the other item. Both items get a history line.
 */
export async function workItemRelationRemove({ trx, outbox, actorId, issue, projectIdentifier, relatedIssueId, relationType }: WorkItemRelationRemoveInput): Promise<void> {
  const row = await IssueRelation.query(trx)
    .where("project_id", issue.project_id)
    .where((q) =>
      q.where({ issue_id: issue.id, related_issue_id: relatedIssueId }).orWhere({ issue_id: relatedIssueId, related_issue_id: issue.id }),
    )
    .forUpdate()
    .first();
  if (!row || (relationType && relationSeenFrom(row, issue.id) !== relationType)) throw new NotFoundError(RELATION_NOT_FOUND);
  const other = await Issue.query(trx).findOne({ id: relatedIssueId, project_id: issue.project_id });
  if (!other) throw new NotFoundError(RELATION_NOT_FOUND);

  await IssueRelation.query(trx).deleteById(row.id).returning("id");
  await recordActivityLines(trx, actorId, [
    { issue, entry: { verb: "deleted", field: relationSeenFrom(row, issue.id), old_value: `${projectIdentifier}-${other.sequence_id}`, old_identifier: other.id } },
    { issue: other, entry: { verb: "deleted", field: relationSeenFrom(row, other.id), old_value: `${projectIdentifier}-${issue.sequence_id}`, old_identifier: issue.id } },
  ]);
  outbox.add(workItemExtraEvent("work_item_relation", "deleted", row, actorId, { id: row.id, issue_id: row.issue_id, related_issue_id: row.related_issue_id }));
}
