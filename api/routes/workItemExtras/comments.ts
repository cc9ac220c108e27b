import type Router from "@koa/router";
import { IssueComment } from "../../../db/models/IssueComment.js";
import { requireUser } from "../../auth/sessions.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeDeleteComment, authorizeEditComment } from "../../policies/workItemComment.js";
import { commentCreate, commentDelete, commentUpdate, findComment, presentComments } from "../../workItems/comments.js";
import { findWorkItem } from "../../workItems/find.js";
import { WorkItemCommentWriteSchema } from "./schema.js";

/**
 * Plane's comments/: everyone with a project role, guests included, reads and writes comments (as in
 * Plane); editing is the author's, deleting the author's or a project admin's (api/policies/workItemComment.ts).
 */
export function mountWorkItemComments(router: Router<AppState, AppContextExtras>, base: string): void {
  const issueId = (ctx: AppContext) => String(ctx.params.issueId);

  router.get(`${base}/comments/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, issueId(ctx));
    const comments = await IssueComment.query(ctx.services.db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }).orderBy("created_at").orderBy("id");
    ctx.body = await presentComments(ctx.services.db, comments);
  });

  router.post(
    `${base}/comments/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const { project } = requireProject(ctx);
      const comment = await inTransaction(ctx, async (trx, outbox) => {
        const issue = await findWorkItem(trx, project.id, issueId(ctx), { forUpdate: true });
        return commentCreate({ trx, outbox, actorId, issue }, body.comment_html);
      });
      ctx.status = 201;
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.patch(
    `${base}/comments/:commentId/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const { project } = requireProject(ctx);
      const comment = await inTransaction(ctx, async (trx, outbox) => {
        const issue = await findWorkItem(trx, project.id, issueId(ctx), { forUpdate: true });
        const current = await findComment(trx, issue, String(ctx.params.commentId), { forUpdate: true });
        authorizeEditComment(current, actorId);
        return commentUpdate({ trx, outbox, actorId, issue }, current, body.comment_html);
      });
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.delete(`${base}/comments/:commentId/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const actorId = requireUser(ctx).id;
    const { project, role } = requireProject(ctx);
    await inTransaction(ctx, async (trx, outbox) => {
      const issue = await findWorkItem(trx, project.id, issueId(ctx), { forUpdate: true });
      const comment = await findComment(trx, issue, String(ctx.params.commentId), { forUpdate: true });
      authorizeDeleteComment(role, comment, actorId);
      await commentDelete({ trx, outbox, actorId, issue }, comment);
    });
    ctx.status = 204;
  });
}
