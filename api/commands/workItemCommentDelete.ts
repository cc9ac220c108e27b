import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeDeleteComment } from "../policies/workItemComment.js";
import { recordActivity } from "../workItems/activity.js";
import { findComment } from "../workItems/comments.js";

interface WorkItemCommentDeleteInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its comment. */
  issue: Issue;
  commentId: string;
  /** The actor's role in the item's project: admins may delete anyone's comment. */
  role: number | null;
}

/** Deletes a comment (its reactions go by cascade), records the history line and queues work_item_comment.deleted. */
export async function workItemCommentDelete({ trx, outbox, actor, issue, commentId, role }: WorkItemCommentDeleteInput): Promise<void> {
  const comment = await findComment(trx, issue, commentId, { forUpdate: true });
  authorizeDeleteComment(role, comment, actor.id);
  await IssueComment.query(trx).deleteById(comment.id);
  await recordActivity(trx, issue, actor.id, [{ verb: "deleted", field: "comment", old_value: comment.comment_html, old_identifier: comment.id }]);
  outbox.add(domainEvent("work_item_comment.deleted", comment, actor.id, { id: comment.id, issue: issue.id }, toWorkItemAudience(issue)));
}
