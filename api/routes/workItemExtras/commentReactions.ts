import type Router from "@koa/router";
import { workItemCommentReactionCreate } from "../../commands/workItemCommentReactionCreate.js";
import { workItemCommentReactionDelete } from "../../commands/workItemCommentReactionDelete.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentCommentReaction } from "../../presenters/workItemComment.js";
import { writeWorkItem } from "../workItemWrite.js";
import { CommentReactionCreateSchema } from "./schema.js";

/**
 * Reactions on a comment, under the comment's work item (Plane mounts them at /projects/:id/comments/;
 * nesting them under the item lets the same 404 chain guard them). Anyone who can read the item reacts.
 */
export function mountCommentReactions(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/comments/:commentId/reactions/`;

  router.post(
    path,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: CommentReactionCreateSchema }, async (ctx, { body }) => {
      const reaction = await writeWorkItem(ctx, (write) => workItemCommentReactionCreate({ ...write, commentId: String(ctx.params.commentId), reaction: body.reaction }));
      ctx.status = 201;
      ctx.body = presentCommentReaction(reaction);
    }),
  );

  router.delete(`${path}:reaction/`, workspaceMember(), projectScope("read"), async (ctx) => {
    await writeWorkItem(ctx, (write) => workItemCommentReactionDelete({ ...write, commentId: String(ctx.params.commentId), reaction: String(ctx.params.reaction) }));
    ctx.status = 204;
  });
}
