import type Router from "@koa/router";
import { workItemCommentCreate } from "../../commands/workItemCommentCreate.js";
import { workItemCommentDelete } from "../../commands/workItemCommentDelete.js";
import { workItemCommentUpdate } from "../../commands/workItemCommentUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { listComments, presentComments } from "../../workItems/comments.js";
import { findWorkItem } from "../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { WorkItemCommentWriteSchema } from "./schema.js";

/**
 * Plane's comments/: everyone with a project role, guests included, reads and writes comments (as in
 * Plane); editing is the author's, deleting the author's or a project admin's (api/policies/workItemComment.ts).
 */
export function mountWorkItemComments(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/comments/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = await listComments(ctx.services.db, issue);
  });

  router.post(
    `${base}/comments/`,
    signedIn(),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const comment = await writeWorkItem(ctx, "read", (write) => workItemCommentCreate({ ...write, text: body.comment_html }));
      ctx.status = 201;
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.patch(
    `${base}/comments/:commentId/`,
    signedIn(),
    withInput({ body: WorkItemCommentWriteSchema }, async (ctx, { body }) => {
      const commentId = String(ctx.params.commentId);
      const comment = await writeWorkItem(ctx, "read", (write) => workItemCommentUpdate({ ...write, commentId, text: body.comment_html }));
      [ctx.body] = await presentComments(ctx.services.db, [comment]);
    }),
  );

  router.delete(`${base}/comments/:commentId/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "read", (write) => workItemCommentDelete({ ...write, commentId: String(ctx.params.commentId) }));
    ctx.status = 204;
  });
}
