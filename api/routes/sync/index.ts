import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeProjectAccess } from "../../policies/project.js";
import { projectAccess } from "../../policies/projectAccess.js";
import { PROJECT_NOT_FOUND } from "../../policies/projectVisibility.js";
import { syncPage } from "../../sync/syncPage.js";
import { SyncReadSchema } from "./schema.js";

/**
 * The catch-up of a client that reconnected or saw a gap in versions (issue 12): what it missed of the
 * workspace, as the socket would have brought it, one page at a time (api/contract/realtime.ts SyncPageShape).
 */
export function syncRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get(
    "/api/workspaces/:slug/sync/",
    workspaceMember(),
    withInput({ query: SyncReadSchema }, async (ctx, { query }) => {
      const workspace = requireWorkspace(ctx);
      if (query.project_id) {
        // Archived projects too: their events are still the reader's to catch up on.
        const project = await projectAccess(ctx.services.db, workspace, query.project_id, "any");
        if (!project) throw new NotFoundError(PROJECT_NOT_FOUND);
        authorizeProjectAccess(project.role, "read");
      }
      ctx.body = await syncPage(ctx.services.db, workspace, { after: query.after, projectId: query.project_id ?? null });
    }),
  );

  return router;
}
