import type Router from "@koa/router";
import { ROLE } from "../../contract/roles.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { projectIdsWithRole } from "../../policies/projectVisibility.js";
import { presentProfileUser } from "../../presenters/profileUser.js";
import { listProfileActivity } from "../../workItems/workspaceList/profileActivity.js";
import { assertProfileOwner, findProfileOwner } from "../../workItems/workspaceList/profileOwner.js";
import { profileProjects } from "../../workItems/workspaceList/profileProjects.js";
import { profileStats } from "../../workItems/workspaceList/profileStats.js";
import { WorkItemListSchema } from "../workItems/listSchema.js";
import { ProfileActivitySchema } from "./schema.js";

/** The projects whose items the caller can read: whoever a profile is about, it shows nothing beyond them. */
function readableProjects(ctx: AppContext): Promise<string[]> {
  const access = requireWorkspace(ctx);
  return projectIdsWithRole(ctx.services.db, access.workspace.id, viewerOf(access), ROLE.GUEST);
}

/**
 * A member's work at Plane's paths (SPEC.md section 2, "your work" and the profile tabs): the counts, the
 * per-project split with who they are, and what they did. The lists are GET .../user-issues/ (views.ts).
 * Guests may call them as they may that list, and see only what their own projects hold.
 */
export function mountWorkspaceProfiles(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/user-stats/:userId/",
    workspaceMember(),
    // Plane's list filters narrow the counts; paging and ordering parameters mean nothing here.
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const userId = String(ctx.params.userId);
      await assertProfileOwner(ctx.services.db, requireWorkspace(ctx).workspace.id, userId);
      ctx.body = await profileStats(ctx.services.db, { projectIds: await readableProjects(ctx), userId, filters: query.filters, subIssue: query.subIssue });
    }),
  );

  router.get("/api/workspaces/:slug/user-profile/:userId/", workspaceMember(), async (ctx) => {
    const user = await findProfileOwner(ctx.services.db, requireWorkspace(ctx).workspace.id, String(ctx.params.userId));
    ctx.body = { project_data: await profileProjects(ctx.services.db, await readableProjects(ctx), user.id), user_data: presentProfileUser(user) };
  });

  router.get(
    "/api/workspaces/:slug/user-activity/:userId/",
    workspaceMember(),
    withInput({ query: ProfileActivitySchema }, async (ctx, { query }) => {
      const workspaceId = requireWorkspace(ctx).workspace.id;
      const userId = String(ctx.params.userId);
      await assertProfileOwner(ctx.services.db, workspaceId, userId);
      ctx.body = await listProfileActivity(ctx.services.db, { workspaceId, projectIds: await readableProjects(ctx), userId, ...query });
    }),
  );
}
