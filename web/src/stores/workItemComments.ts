import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import type { WorkItemComment } from "../http/types";
import { patchOptimistically, removeOptimistically } from "./optimisticPatch";
import type { ReactionSlot } from "./reactions";
import { historyChanged, targetPath, type ItemTarget } from "./workItemDetail";
import { loadOwned, type LoadState } from "./loadOwned";

/** The comments of the open work item, oldest first, with their reactions. */
interface WorkItemCommentsStore {
  itemId: string | null;
  comments: WorkItemComment[];
  state: LoadState;
}

export const workItemComments = proxy<WorkItemCommentsStore>({ itemId: null, comments: [], state: "idle" });

const commentsPath = (target: ItemTarget) => `${targetPath(target)}/comments`;
const commentPath = (target: ItemTarget, commentId: string) => `${commentsPath(target)}/${encodeURIComponent(commentId)}`;
const findComment = (commentId: string) => workItemComments.comments.find((comment) => comment.id === commentId);

export function loadComments(target: ItemTarget): Promise<void> {
  return loadOwned(workItemComments, "itemId", target.itemId, "comments", [], () => api.get<WorkItemComment[]>(`${commentsPath(target)}/`));
}

/** Not optimistic: a throw leaves the text in the box, so nothing typed is lost. */
export async function addComment(target: ItemTarget, html: string): Promise<void> {
  const created = await api.post<WorkItemComment>(`${commentsPath(target)}/`, { comment_html: html });
  if (workItemComments.itemId === target.itemId) appendOnce(workItemComments.comments, created);
  historyChanged(target);
}

/**
 * The "edited" mark shows at once; the text shows once the server answers, as it sanitised it (the
 * page renders comment HTML, so only the server's ever goes on screen).
 */
export function editComment(target: ItemTarget, commentId: string, html: string): Promise<void> {
  return patchOptimistically(
    () => workItemComments.comments,
    commentId,
    { edited_at: new Date().toISOString() },
    () => api.patch<WorkItemComment>(`${commentPath(target, commentId)}/`, { comment_html: html }),
    { title: "Comment not saved", action: "save the comment" },
  );
}

/** Optimistic: the comment goes at once and comes back in its place, with a toast, if refused. */
export function deleteComment(target: ItemTarget, commentId: string): Promise<void> {
  return removeOptimistically(
    () => (workItemComments.itemId === target.itemId ? workItemComments.comments : null),
    commentId,
    () => api.delete<void>(`${commentPath(target, commentId)}/`),
    { title: "Comment not deleted", action: "delete the comment" },
  ).then(() => historyChanged(target));
}

/** The reactions of one comment of the open item, for toggleReaction (stores/reactions.ts). */
export function commentReactionSlot(target: ItemTarget, commentId: string): ReactionSlot {
  return {
    read: () => (workItemComments.itemId === target.itemId ? (findComment(commentId)?.comment_reactions ?? null) : null),
    write: (reactions) => {
      const comment = findComment(commentId);
      if (comment) comment.comment_reactions = reactions;
    },
    path: `${commentPath(target, commentId)}/reactions/`,
  };
}
