import type Router from "@koa/router";
import { requireUser } from "../../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { NotFoundError } from "../../../errors.js";
import { requireWorkspace, workspaceMember } from "../../../middleware/workspaceScope.js";
import { viewerOf } from "../../../policies/projectAccess.js";
import { findWorkItemByKey } from "../../../workItems/findByKey.js";
import { parseWorkItemKey } from "../../workItems/schema.js";
import { v1Route } from "../route.js";
import { V1ObjectQuerySchema, V1SlugParamsSchema } from "../schema.js";
import { presentV1WorkItems, v1Shaping } from "../../../v1/workItems/read.js";
import { V1_WORK_ITEM_SPELLINGS, V1WorkItemKeyParamsSchema, V1WorkItemSearchQuerySchema } from "./schema.js";
import { searchV1WorkItems } from "../../../v1/workItems/search.js";

/**
 * Plane's workspace-level work item routes (WorkspaceIssueAPIEndpoint, IssueSearchEndpoint), under both
 * spellings: the item behind IDENT-seq, and a name / identifier search over the projects the caller reads.
 * The search path is declared first so that "search" is never read as a key.
 */
export function mountV1WorkItemLookup(router: Router<AppState, AppContextExtras>): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) {
    v1Route(router, { method: "get", path: `/api/v1/workspaces/:slug/${spelling}/search/`, summary: "Search work items by name or identifier", input: { params: V1SlugParamsSchema, query: V1WorkItemSearchQuerySchema } }, [workspaceMember()], async (ctx, { query }) => {
      const access = requireWorkspace(ctx);
      ctx.body = { issues: await searchV1WorkItems(ctx.services.db, access.workspace, viewerOf(access), query) };
    });

    v1Route(router, { method: "get", path: `/api/v1/workspaces/:slug/${spelling}/:key/`, summary: "Get a work item by its identifier (e.g. WEB-12)", input: { params: V1WorkItemKeyParamsSchema, query: V1ObjectQuerySchema } }, [workspaceMember()], async (ctx, { params, query }) => {
      const key = parseWorkItemKey(params.key);
      const { workspace, membership } = requireWorkspace(ctx);
      const issue = key && (await findWorkItemByKey(ctx.services.db, workspace.id, { userId: requireUser(ctx).id, workspaceRole: membership.role }, key));
      if (!issue) throw new NotFoundError("Work item not found");
      [ctx.body] = await presentV1WorkItems(ctx.services.db, [issue], v1Shaping(query));
    });
  }
}
