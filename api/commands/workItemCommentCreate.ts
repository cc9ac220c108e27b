import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { commentChange } from "../notifications/changes.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { presentWorkItemComment } from "../presenters/workItemComment.js";
import { recordActivity } from "../workItems/activity.js";
import { mentionedUserIds } from "../workItems/mentions.js";
import type { SanitizedDescription } from "../workItems/sanitizeDescription.js";

interface WorkItemCommentCreateInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  /** Already sanitised (the route's schema does it). */
  text: SanitizedDescription;
}

/**
 * Comments on the item as the actor, records the history line and queues work_item_comment.created. The
 * commenter and the people the comment mentions follow the item from now on; its followers hear of the
 * comment, the mentioned as a mention.
 */
export async function workItemCommentCreate({ trx, outbox, actor, issue, text }: WorkItemCommentCreateInput): Promise<IssueComment> {
  const comment = await IssueComment.query(trx).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    actor_id: actor.id,
    comment_html: text.html,
    comment_stripped: text.stripped,
  });
  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: "comment", new_value: comment.comment_html, new_identifier: comment.id }]);
  outbox.add(domainEvent("work_item_comment.created", comment, actor.id, presentWorkItemComment(comment, []), toWorkItemAudience(issue)));

  const mentions = mentionedUserIds(comment.comment_html);
  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  await notifier.subscribe(issue, [actor.id, ...mentions]);
  await notifier.report(issue, [commentChange({ id: comment.id, html: comment.comment_html, stripped: comment.comment_stripped }, mentions)]);
  await notifier.finish();
  return comment;
}
