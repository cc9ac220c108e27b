import type Router from "@koa/router";
import { workItemsBulkUpdate } from "../../commands/workItemsBulkUpdate.js";
import { workItemSubscribe } from "../../commands/workItemSubscribe.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { writeWorkItems } from "../workItemWrite.js";
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
    projectScope("edit"),
    withInput({ body: BulkWorkItemUpdateSchema }, async (ctx, { body }) => {
      const projectId = requireProject(ctx).project.id;
      await writeWorkItems(ctx, body.issue_ids, "issue_ids", (write) => workItemsBulkUpdate({ ...write, projectId, properties: body.properties }));
      ctx.status = 204;
    }),
  );

  // Following is personal bookkeeping: anyone who can read the items may, as with one item's subscribe/.
  router.post(
    `${base}/bulk-subscribe-issues/`,
    projectScope("read"),
    withInput({ body: BulkSubscribeSchema }, async (ctx, { body }) => {
      await writeWorkItems(ctx, body.issue_ids, "issue_ids", (write) => workItemSubscribe(write));
      ctx.status = 204;
    }),
  );
}
