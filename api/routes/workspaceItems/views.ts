import type Router from "@koa/router";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { requireUser } from "../../auth/sessions.js";
import { ROLE } from "../../contract/roles.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { findInScope } from "../../findInScope.js";
import { parse, withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import type { WorkItemFilters, WorkItemListRequest } from "../../workItems/list/request.js";
import { pageAcross, liveIdsAcross } from "../../workItems/workspaceList/pageAcross.js";
import { projectIdsWithRole } from "../../workItems/workspaceList/projectsWithRole.js";
import { WorkItemListSchema } from "../workItems/listSchema.js";
import type { ProfileType } from "../../contract/workItemDisplay.js";
import { spreadsheetRequest, WorkspaceViewSchema, type WorkspaceViewReq } from "./schema.js";

const MEMBER_NOT_FOUND = "Member not found";

/** The filter each built-in tab stands for, about one person (the caller, or the profile's owner). */
function tabFilter(tab: ProfileType, userId: string): WorkItemFilters {
  if (tab === "assigned") return { assignees: { ids: [userId], none: false } };
  if (tab === "created") return { created_by: [userId] };
  return { subscriber: [userId] };
}

/**
 * One page of live items across the projects the caller can read, narrowed by the client's filters and
 * by any of `tabs` (none: no narrowing). Every id comes from the caller's readable projects, whoever the
 * list is about, so a profile never shows what the caller could not open.
 */
async function listAcross(ctx: AppContext, request: WorkItemListRequest, extras: WorkspaceViewReq, tabs: WorkItemFilters[]) {
  const db = ctx.services.db;
  const { workspace, membership } = requireWorkspace(ctx);
  const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
  const readable = await projectIdsWithRole(db, workspace.id, viewer, ROLE.GUEST);
  // Plane's project filter narrows the readable projects; an id outside them (foreign, hidden) matches nothing.
  const asked = extras.project ? new Set(extras.project) : null;
  const projectIds = asked ? readable.filter((id) => asked.has(id)) : readable;
  const base = db({ i: "issues" }).whereIn("i.id", liveIdsAcross(db, projectIds, [request.filters], request.subIssue));
  if (tabs.length > 0) base.whereIn("i.id", liveIdsAcross(db, projectIds, tabs, request.subIssue));
  return pageAcross(db, base, request);
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
      ctx.body = await listAcross(ctx, spreadsheetRequest(query, ctx.query), extras, tabs);
    }),
  );

  router.get(
    "/api/workspaces/:slug/user-issues/:userId/",
    workspaceMember(),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const extras = parse(WorkspaceViewSchema, ctx.query, "query");
      const userId = String(ctx.params.userId);
      // Someone outside the workspace (or a made-up id) has no profile here: the same 404 either way.
      await findInScope(userId, MEMBER_NOT_FOUND, () =>
        WorkspaceMember.query(ctx.services.db).findOne({ workspace_id: requireWorkspace(ctx).workspace.id, member_id: userId, is_active: true }),
      );
      // Without a tab, Plane's profile list is everything the person is involved in: any of the three.
      const tabs = extras.type ? [tabFilter(extras.type, userId)] : (["assigned", "created", "subscribed"] as const).map((tab) => tabFilter(tab, userId));
      ctx.body = await listAcross(ctx, spreadsheetRequest(query, ctx.query), extras, tabs);
    }),
  );
}
