import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import { describeError } from "../http/describeError";
import type { CommentReaction, WorkItemComment } from "../http/types";
import { patchOptimistically } from "./optimisticPatch";
import { showToast } from "./toasts";
import { targetPath, type ItemTarget } from "./workItemDetail";
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
}

export function editComment(target: ItemTarget, commentId: string, html: string): Promise<void> {
  return patchOptimistically(
    () => workItemComments.comments,
    commentId,
    { comment_html: html, edited_at: new Date().toISOString() },
    () => api.patch<WorkItemComment>(`${commentPath(target, commentId)}/`, { comment_html: html }),
    { title: "Comment not saved", action: "save the comment" },
  );
}

/** Optimistic: the comment goes at once and comes back in its place, with a toast, if refused. */
export async function deleteComment(target: ItemTarget, commentId: string): Promise<void> {
  const index = workItemComments.comments.findIndex((comment) => comment.id === commentId);
  if (index < 0) return;
  const [removed] = workItemComments.comments.splice(index, 1);
  try {
    await api.delete<void>(`${commentPath(target, commentId)}/`);
  } catch (error) {
    if (workItemComments.itemId === target.itemId && removed) workItemComments.comments.splice(index, 0, removed);
    showToast({ tone: "danger", title: "Comment not deleted", message: describeError(error, "delete the comment") });
  }
}

/**
 * Adds the caller's `reaction` or takes it away, shown at once (SPEC.md section 4). An added one carries a
 * temporary id until the server's copy replaces it; a refusal puts the reactions back as they were.
 */
export async function toggleReaction(target: ItemTarget, commentId: string, reaction: string, actorId: string): Promise<void> {
  const comment = findComment(commentId);
  if (!comment) return;
  const previous = [...comment.comment_reactions];
  const mine = previous.find((entry) => entry.reaction === reaction && entry.actor === actorId);
  const temporary: CommentReaction = { id: `temp-${reaction}`, reaction, actor: actorId };
  comment.comment_reactions = mine ? previous.filter((entry) => entry !== mine) : [...previous, temporary];
  const path = `${commentPath(target, commentId)}/reactions/`;
  try {
    if (mine) {
      await api.delete<void>(`${path}${encodeURIComponent(reaction)}/`);
      return;
    }
    const saved = await api.post<CommentReaction>(path, { reaction });
    const current = findComment(commentId);
    if (current) current.comment_reactions = current.comment_reactions.map((entry) => (entry.id === temporary.id ? saved : entry));
  } catch (error) {
    const current = findComment(commentId);
    if (current) current.comment_reactions = previous;
    showToast({ tone: "danger", title: "Reaction not saved", message: describeError(error, mine ? "remove the reaction" : "add the reaction") });
  }
}
