import type Router from "@koa/router";
import { workItemCommentCreate } from "../../../commands/workItemCommentCreate.js";
import { workItemCommentDelete } from "../../../commands/workItemCommentDelete.js";
import { workItemCommentUpdate } from "../../../commands/workItemCommentUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { projectScope } from "../../../middleware/projectScope.js";
import { signedIn } from "../../../middleware/guards.js";
import { presentV1WorkItemComment } from "../../../presenters/v1/workItemComment.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { v1ListParam, v1PickFields } from "../../../v1/queryOptions.js";
import { commentRows, findComment } from "../../../workItems/comments.js";
import { findWorkItem } from "../../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema } from "../schema.js";
import { V1CommentParamsSchema, V1CommentWriteSchema } from "./childSchema.js";
import { V1_WORK_ITEM_SPELLINGS, V1WorkItemParamsSchema } from "./schema.js";

/**
 * Plane's v1 comments of a work item, under both spellings, with the app's rules: everyone with a project
 * role (guests too) reads and writes comments; editing is the author's, deleting the author's or a project admin's.
 */
export function mountV1WorkItemComments(router: Router<AppState, AppContextExtras>): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) {
    const comments = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/:issueId/comments/`;
    const comment = `${comments}:commentId/`;

    v1Route(router, { method: "get", path: comments, summary: "List a work item's comments", input: { params: V1WorkItemParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      const fields = v1ListParam(query.fields);
      ctx.body = v1PageOf(readV1Page(query), (await commentRows(ctx.services.db, issue)).map((row) => v1PickFields(presentV1WorkItemComment(row), fields)));
    });

    v1Route(router, { method: "post", path: comments, summary: "Comment on a work item", input: { params: V1WorkItemParamsSchema, body: V1CommentWriteSchema } }, [signedIn()], async (ctx, { body }) => {
      const created = await writeWorkItem(ctx, "read", (write) => workItemCommentCreate({ ...write, text: body.comment_html }));
      ctx.status = 201;
      ctx.body = presentV1WorkItemComment(created);
    });

    v1Route(router, { method: "get", path: comment, summary: "Get a comment", input: { params: V1CommentParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      ctx.body = v1PickFields(presentV1WorkItemComment(await findComment(ctx.services.db, issue, params.commentId)), v1ListParam(query.fields));
    });

    v1Route(router, { method: "patch", path: comment, summary: "Edit a comment", input: { params: V1CommentParamsSchema, body: V1CommentWriteSchema } }, [signedIn()], async (ctx, { params, body }) => {
      const edited = await writeWorkItem(ctx, "read", (write) => workItemCommentUpdate({ ...write, commentId: params.commentId, text: body.comment_html }));
      ctx.body = presentV1WorkItemComment(edited);
    });

    v1Route(router, { method: "delete", path: comment, summary: "Delete a comment", input: { params: V1CommentParamsSchema } }, [signedIn()], async (ctx, { params }) => {
      await writeWorkItem(ctx, "read", (write) => workItemCommentDelete({ ...write, commentId: params.commentId }));
      ctx.status = 204;
    });
  }
}
