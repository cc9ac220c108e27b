import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { searchWorkspace } from "../../search/workspaceSearch.js";
import { WorkspaceSearchSchema } from "./schema.js";

/** GET /api/workspaces/{slug}/search/?search=: what the command palette offers to open, as the caller may see it. */
export function mountWorkspaceSearch(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/search/",
    workspaceMember(),
    withInput({ query: WorkspaceSearchSchema }, async (ctx, { query }) => {
      const access = requireWorkspace(ctx);
      ctx.body = await searchWorkspace(ctx.services.db, { workspace: access.workspace, viewer: viewerOf(access), text: query.search });
    }),
  );
}
