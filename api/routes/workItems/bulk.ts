import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemsBulkUpdate } from "../../commands/workItemsBulkUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { findWorkItemsForUpdate } from "../../workItems/findMany.js";
import { subscribe } from "../../workItems/subscriptions.js";
import { BulkSubscribeSchema, BulkWorkItemUpdateSchema } from "./bulkSchema.js";

/**
 * The list's multi-select actions at Plane's paths: the same properties on many items, and following
 * many items at once. Both are one transaction over locked items, so one unknown id changes nothing; both
 * answer 204 as Plane does, the changes reaching clients as events.
 */
export function mountWorkItemBulk(router: Router<AppState, AppContextExtras>): void {
  const base = "/api/workspaces/:slug/projects/:projectId";

  router.post(
    `${base}/bulk-operation-issues/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: BulkWorkItemUpdateSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const { project } = requireProject(ctx);
      await inTransaction(ctx, async (trx, outbox) => {
        const issues = await findWorkItemsForUpdate(trx, project.id, body.issue_ids, "issue_ids");
        await workItemsBulkUpdate({ trx, outbox, actorId, issues, projectId: project.id, properties: body.properties });
      });
      ctx.status = 204;
    }),
  );

  // Following is personal bookkeeping: anyone who can read the items may, as with one item's subscribe/.
  router.post(
    `${base}/bulk-subscribe-issues/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: BulkSubscribeSchema }, async (ctx, { body }) => {
      const userId = requireUser(ctx).id;
      const { project } = requireProject(ctx);
      await inTransaction(ctx, async (trx, outbox) => {
        const issues = await findWorkItemsForUpdate(trx, project.id, body.issue_ids, "issue_ids");
        for (const issue of issues) await subscribe(trx, outbox, issue, userId);
      });
      ctx.status = 204;
    }),
  );
}
