import type Router from "@koa/router";
import type { Knex } from "knex";
import { requireUser } from "../../auth/sessions.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentCommentReaction } from "../../presenters/workItemComment.js";
import { commentReactionCreate, commentReactionDelete } from "../../workItems/commentReactions.js";
import { findComment } from "../../workItems/comments.js";
import { findWorkItem } from "../../workItems/find.js";
import { CommentReactionCreateSchema } from "./schema.js";

/**
 * Reactions on a comment, under the comment's work item (Plane mounts them at /projects/:id/comments/;
 * nesting them under the item lets the same 404 chain guard them). Anyone who can read the item reacts.
 */
export function mountCommentReactions(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/comments/:commentId/reactions/`;

  async function target(ctx: AppContext, trx: Knex) {
    const issue = await findWorkItem(trx, requireProject(ctx).project.id, String(ctx.params.issueId));
    const comment = await findComment(trx, issue, String(ctx.params.commentId), { forUpdate: true });
    return { issue, comment };
  }

  router.post(
    path,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: CommentReactionCreateSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const reaction = await inTransaction(ctx, async (trx, outbox) => commentReactionCreate({ trx, outbox, actorId, ...(await target(ctx, trx)) }, body.reaction));
      ctx.status = 201;
      ctx.body = presentCommentReaction(reaction);
    }),
  );

  router.delete(`${path}:reaction/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const actorId = requireUser(ctx).id;
    await inTransaction(ctx, async (trx, outbox) => commentReactionDelete({ trx, outbox, actorId, ...(await target(ctx, trx)) }, String(ctx.params.reaction)));
    ctx.status = 204;
  });
}
