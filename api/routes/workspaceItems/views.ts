import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { parse, withInput } from "../../middleware/validate.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import type { WorkItemFilters, WorkItemListRequest } from "../../workItems/list/request.js";
import { listAcross, tabFilter } from "../../workItems/workspaceList/listAcross.js";
import { assertProfileOwner } from "../../workItems/workspaceList/profileOwner.js";
import { WorkItemListSchema } from "../workItems/listSchema.js";
import { spreadsheetRequest, WorkspaceViewSchema, type WorkspaceViewReq } from "./schema.js";

/** A workspace list as the caller may see it: their readable projects, their filters, any of `tabs`. */
function listFor(ctx: AppContext, request: WorkItemListRequest, extras: WorkspaceViewReq, tabs: WorkItemFilters[]) {
  const access = requireWorkspace(ctx);
  return listAcross(ctx.services.db, { workspaceId: access.workspace.id, viewer: viewerOf(access), request: spreadsheetRequest(request, ctx.query), projectIds: extras.project, tabs });
}

/**
 * Workspace views (SPEC.md section 2, the open issue's item 4): all-issues, assigned, created and
 * subscribed across every project the caller can read, and a member's profile lists at Plane's paths.
 */
export function mountWorkspaceViews(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/issues/",
    workspaceMember(),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const extras = parse(WorkspaceViewSchema, ctx.query, "query");
      const view = extras.view ?? "all-issues";
      const tabs = view === "all-issues" ? [] : [tabFilter(view, requireUser(ctx).id)];
      ctx.body = await listFor(ctx, query, extras, tabs);
    }),
  );

  router.get(
    "/api/workspaces/:slug/user-issues/:userId/",
    workspaceMember(),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const extras = parse(WorkspaceViewSchema, ctx.query, "query");
      const userId = String(ctx.params.userId);
      await assertProfileOwner(ctx.services.db, requireWorkspace(ctx).workspace.id, userId);
      // Without a tab, Plane's profile list is everything the person is involved in: any of the three.
      const tabs = extras.type ? [tabFilter(extras.type, userId)] : (["assigned", "created", "subscribed"] as const).map((tab) => tabFilter(tab, userId));
      ctx.body = await listFor(ctx, query, extras, tabs);
    }),
  );
}
