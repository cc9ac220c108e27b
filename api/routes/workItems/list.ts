import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { listWorkItems } from "../../workItems/list/listWorkItems.js";
import { WorkItemListSchema } from "./listSchema.js";
import { mountWorkItemUserProperties } from "./userProperties.js";

/**
 * The work item list of SPEC.md section 7: filters, grouping and the paginated envelope, and beside it
 * the per-person saved settings the list screens apply.
 */
export function mountWorkItemList(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/projects/:projectId/issues/",
    projectScope("read"),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      ctx.body = await listWorkItems(ctx.services.db, requireProject(ctx).project.id, query);
    }),
  );
  mountWorkItemUserProperties(router);
}
