import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { changedFields, domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { commentChange } from "../notifications/changes.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { authorizeEditComment } from "../policies/workItemComment.js";
import { presentWorkItemComment } from "../presenters/workItemComment.js";
import { recordActivity } from "../workItems/activity.js";
import { findComment } from "../workItems/comments.js";
import { mentionedUserIds } from "../workItems/mentions.js";
import type { SanitizedDescription } from "../workItems/sanitizeDescription.js";

interface WorkItemCommentUpdateInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its comment. */
  issue: Issue;
  commentId: string;
  /** Already sanitised (the route's schema does it). */
  text: SanitizedDescription;
}

/**
 * Rewords the actor's own comment. edited_at moves only when the words change, as in Plane, so a no-op
 * save does not mark it "edited" and announces nothing; a real change queues work_item_comment.updated.
 * People the new words mention for the first time follow the item and are told, as by a new comment.
 */
export async function workItemCommentUpdate({ trx, outbox, actor, issue, commentId, text }: WorkItemCommentUpdateInput): Promise<IssueComment> {
  const comment = await findComment(trx, issue, commentId, { forUpdate: true });
  authorizeEditComment(comment, actor.id);
  if (text.html === comment.comment_html) return comment;
  const now = new Date();
  const updated = await IssueComment.query(trx).patchAndFetchById(comment.id, { comment_html: text.html, comment_stripped: text.stripped, edited_at: now, updated_at: now });
  await recordActivity(trx, issue, actor.id, [
    { verb: "updated", field: "comment", old_value: comment.comment_html, new_value: updated.comment_html, old_identifier: comment.id, new_identifier: comment.id },
  ]);
  // Reactions are not what changed: both sides are presented without them.
  const data = changedFields(presentWorkItemComment(comment, []), presentWorkItemComment(updated, []));
  outbox.add(domainEvent("work_item_comment.updated", updated, actor.id, data, toWorkItemAudience(issue)));

  const before = new Set(mentionedUserIds(comment.comment_html));
  const mentions = mentionedUserIds(updated.comment_html).filter((id) => !before.has(id));
  if (mentions.length > 0) {
    const notifier = new WorkItemNotifier({ trx, outbox, actor });
    await notifier.subscribe(issue, mentions);
    await notifier.report(issue, [commentChange({ id: updated.id, html: updated.comment_html, stripped: updated.comment_stripped }, mentions, true)]);
    await notifier.finish();
  }
  return updated;
}
