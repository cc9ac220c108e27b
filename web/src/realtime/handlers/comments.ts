import type { EventEnvelope } from "../../../../api/contract/events";
import type { Reaction } from "../../http/types";
import { appendOnce } from "../../stores/appendOnce";
import { withoutReaction } from "../../stores/reactions";
import { loadComments, workItemComments } from "../../stores/workItemComments";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import { withoutFlags, type HandlerTable } from "./handlerTable";

/** The open work item's comments and their reactions; comments of any other item are not held. */

const heldFor = (itemId: string) => workItemComments.itemId === itemId;
const findComment = (id: string) => workItemComments.comments.find((comment) => comment.id === id);

/** An edit's event flags a new body instead of carrying it: the open item's comments are read again. */
function applyEdit(event: EventEnvelope<"work_item_comment.updated">): void {
  const comment = findComment(event.id);
  if (!comment) return;
  Object.assign(comment, withoutFlags(event.data, "comment_changed"));
  const slug = slugOfOpenWorkspace(event.workspace_id);
  if (event.data.comment_changed && slug && event.project_id) void loadComments({ slug, projectId: event.project_id, itemId: comment.issue });
}

function reactionsOf(commentId: string): Reaction[] | undefined {
  return findComment(commentId)?.comment_reactions;
}

export const commentHandlers: HandlerTable = {
  "work_item_comment.created": ({ data }) => {
    if (heldFor(data.issue)) appendOnce(workItemComments.comments, data);
  },
  "work_item_comment.updated": applyEdit,
  "work_item_comment.deleted": ({ id }) => {
    workItemComments.comments = workItemComments.comments.filter((comment) => comment.id !== id);
  },
  "work_item_comment_reaction.created": ({ data }) => {
    const reactions = reactionsOf(data.comment);
    if (reactions) appendOnce(reactions, { id: data.id, reaction: data.reaction, actor: data.actor });
  },
  "work_item_comment_reaction.deleted": ({ data }) => {
    const comment = findComment(data.comment);
    if (comment) comment.comment_reactions = withoutReaction(comment.comment_reactions, data);
  },
};
