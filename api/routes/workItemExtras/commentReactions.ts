import type Router from "@koa/router";
import type { Next } from "koa";
import { workItemCommentReactionCreate } from "../../commands/workItemCommentReactionCreate.js";
import { workItemCommentReactionDelete } from "../../commands/workItemCommentReactionDelete.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { signedIn } from "../../middleware/guards.js";
import { projectScope } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { presentCommentReaction } from "../../presenters/workItemComment.js";
import { findCommentItemId, listCommentReactions } from "../../workItems/comments.js";
import { findWorkItem } from "../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { CommentReactionCreateSchema } from "./schema.js";

const list = async (ctx: AppContext) => {
  const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
  ctx.body = await listCommentReactions(ctx.services.db, issue, String(ctx.params.commentId));
};

const create = withInput({ body: CommentReactionCreateSchema }, async (ctx, { body }) => {
  const reaction = await writeWorkItem(ctx, "read", (write) => workItemCommentReactionCreate({ ...write, commentId: String(ctx.params.commentId), reaction: body.reaction }));
  ctx.status = 201;
  ctx.body = presentCommentReaction(reaction);
});

const remove = async (ctx: AppContext) => {
  await writeWorkItem(ctx, "read", (write) => workItemCommentReactionDelete({ ...write, commentId: String(ctx.params.commentId), reaction: String(ctx.params.reaction) }));
  ctx.status = 204;
};

/**
 * Plane's own paths name the comment without its work item: the item is looked up from the comment and
 * named as :issueId, so the handlers below (and the item's lock and 404 chain) are the nested paths' own.
 */
async function commentItem(ctx: AppContext, next: Next): Promise<void> {
  ctx.params.issueId = await findCommentItemId(ctx.services.db, workItemScope(ctx), String(ctx.params.commentId));
  return next();
}

type AppRouter = Router<AppState, AppContextExtras>;

/** The three reaction routes at `path`, after `findItem` (whatever names the comment's work item). */
function mountAt(router: AppRouter, path: string, ...findItem: ((ctx: AppContext, next: Next) => Promise<void>)[]): void {
  // The writes check the caller's access themselves (writeWorkItem()); finding the item from the comment
  // needs the project first, so behind `findItem` they are guarded as the read is.
  const beforeWrite = findItem.length === 0 ? [signedIn()] : [projectScope("read"), ...findItem];
  router.get(path, projectScope("read"), ...findItem, list);
  router.post(path, ...beforeWrite, create);
  router.delete(`${path}:reaction/`, ...beforeWrite, remove);
}

/**
 * Reactions on a comment, at Plane's .../projects/:id/comments/:commentId/reactions/ and under the
 * comment's work item. Anyone who can read the item reacts.
 */
export function mountCommentReactions(router: AppRouter, itemBase: string, projectBase: string): void {
  mountAt(router, `${itemBase}/comments/:commentId/reactions/`);
  mountAt(router, `${projectBase}/comments/:commentId/reactions/`, commentItem);
}
