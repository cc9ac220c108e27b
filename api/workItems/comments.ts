import type { Knex } from "knex";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { findInScope } from "../findInScope.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemComment } from "../presenters/workItemComment.js";
import { recordActivity } from "./activity.js";
import { workItemExtraEvent } from "./extraEvents.js";
import type { SanitizedDescription } from "./sanitizeDescription.js";

const COMMENT_NOT_FOUND = "Comment not found";

/** A comment of this work item; another item's comment, or a made-up id, is the same 404. */
export async function findComment(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<IssueComment> {
  return findInScope(id, COMMENT_NOT_FOUND, () => {
    const query = IssueComment.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** Comments in their REST shape, their reactions loaded in one query. */
export async function presentComments(db: Knex, comments: readonly IssueComment[]) {
  const reactions = comments.length === 0 ? [] : await CommentReaction.query(db).whereIn("comment_id", comments.map((c) => c.id)).orderBy("created_at").orderBy("id");
  return comments.map((comment) => presentWorkItemComment(comment, reactions.filter((r) => r.comment_id === comment.id)));
}

interface CommentWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
}

export async function commentCreate({ trx, outbox, actorId, issue }: CommentWrite, text: SanitizedDescription): Promise<IssueComment> {
  const comment = await IssueComment.query(trx).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    actor_id: actorId,
    comment_html: text.html,
    comment_stripped: text.stripped,
  });
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "comment", new_value: comment.comment_html, new_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment", "created", comment, actorId, presentWorkItemComment(comment, [])));
  return comment;
}

/** edited_at moves only when the words change, as in Plane, so a no-op save does not mark it "edited". */
export async function commentUpdate({ trx, outbox, actorId, issue }: CommentWrite, comment: IssueComment, text: SanitizedDescription): Promise<IssueComment> {
  if (text.html === comment.comment_html) return comment;
  const now = new Date();
  const updated = await IssueComment.query(trx).patchAndFetchById(comment.id, { comment_html: text.html, comment_stripped: text.stripped, edited_at: now, updated_at: now });
  await recordActivity(trx, issue, actorId, [
    { verb: "updated", field: "comment", old_value: comment.comment_html, new_value: updated.comment_html, old_identifier: comment.id, new_identifier: comment.id },
  ]);
  const [presented] = await presentComments(trx, [updated]);
  outbox.add(workItemExtraEvent("work_item_comment", "updated", updated, actorId, presented));
  return updated;
}

export async function commentDelete({ trx, outbox, actorId, issue }: CommentWrite, comment: IssueComment): Promise<void> {
  await IssueComment.query(trx).deleteById(comment.id).returning("id");
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "comment", old_value: comment.comment_html, old_identifier: comment.id }]);
  outbox.add(workItemExtraEvent("work_item_comment", "deleted", comment, actorId, { id: comment.id, issue: issue.id }));
}
