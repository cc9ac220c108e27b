import type Router from "@koa/router";
import { IssueComment } from "../../../db/models/IssueComment.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeDeleteComment, authorizeEditComment } from "../../policies/workItemComment.js";
import { commentCreate, commentDelete, commentUpdate, findComment, presentComments } from "../../workItems/comments.js";
import { findWorkItem } from "../../workItems/find.js";
import { writeWorkItem } from "../workItemWrite.js";
import { WorkItemCommentWriteSchema } from "./schema.js";

/**
 * Plane's comments/: everyone with a project role, guests included, reads and writes comments (as in
 * Plane); editing is the author's, deleting the author's or a project admin's (api/policies/workItemComment.ts).
 */
export function mountWorkItemComments(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/comments/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    const comments = await IssueComment.query(ctx.services.db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }).orderBy("created_at").orderBy("id");
    ctx.body = await presentComments(ctx.services.db, comments);
  });

  router.post(
    `${base}/comments/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const comment = await writeWorkItem(ctx, (write) => commentCreate(write, body.comment_html));
      ctx.status = 201;
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.patch(
    `${base}/comments/:commentId/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const comment = await writeWorkItem(ctx, async (write) => {
        const current = await findComment(write.trx, write.issue, String(ctx.params.commentId), { forUpdate: true });
        authorizeEditComment(current, write.actorId);
        return commentUpdate(write, current, body.comment_html);
      });
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.delete(`${base}/comments/:commentId/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const { role } = requireProject(ctx);
    await writeWorkItem(ctx, async (write) => {
      const comment = await findComment(write.trx, write.issue, String(ctx.params.commentId), { forUpdate: true });
      authorizeDeleteComment(role, comment, write.actorId);
      await commentDelete(write, comment);
    });
    ctx.status = 204;
  });
}
