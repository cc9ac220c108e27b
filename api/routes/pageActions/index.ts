import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { pageAccessUpdate } from "../../commands/pageAccessUpdate.js";
import { pageArchive } from "../../commands/pageArchive.js";
import { pageDuplicate } from "../../commands/pageDuplicate.js";
import { pageFavorite } from "../../commands/pageFavorite.js";
import { pageLock } from "../../commands/pageLock.js";
import { pageMove } from "../../commands/pageMove.js";
import { pageRestore } from "../../commands/pageRestore.js";
import { pageUnfavorite } from "../../commands/pageUnfavorite.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { pageRoute } from "../../middleware/pageScope.js";
import { requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace } from "../../middleware/workspaceScope.js";
import { presentPageFor } from "../../pages/presentPages.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { visibleProject } from "../../policies/projectVisibility.js";
import { PageAccessSchema, PageMoveSchema } from "./schema.js";

const PROJECT = "/api/workspaces/:slug/projects/:projectId";
const PAGE = `${PROJECT}/pages/:pageId`;

/** What every page command takes from the request: the project, the caller's role in it, and the page's id. */
function pageTarget(ctx: AppContext) {
  const { project, role } = requireProject(ctx);
  return { project, role, pageId: String(ctx.params.pageId) };
}

/**
 * What is done to a page as a whole (Plane's app API): lock, access, archive, favorite, duplicate, move.
 * Each answers as Plane does: 204, the archive time, or the new page.
 */
export function pageActionsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  for (const [method, locked] of [["post", true], ["delete", false]] as const) {
    router[method](`${PAGE}/lock/`, ...pageRoute("edit"), async (ctx) => {
      await inUnitOfWork(ctx, (uow) => pageLock({ ...uow, ...pageTarget(ctx), locked }));
      ctx.status = 204;
    });
  }

  router.post(
    `${PAGE}/access/`,
    ...pageRoute("edit"),
    withInput({ body: PageAccessSchema }, async (ctx, { body }) => {
      await inUnitOfWork(ctx, (uow) => pageAccessUpdate({ ...uow, ...pageTarget(ctx), access: body.access }));
      ctx.status = 204;
    }),
  );

  router.post(`${PAGE}/archive/`, ...pageRoute("edit"), async (ctx) => {
    const page = await inUnitOfWork(ctx, (uow) => pageArchive({ ...uow, ...pageTarget(ctx) }));
    ctx.body = { archived_at: page.archived_at ? new Date(page.archived_at).toISOString() : null };
  });

  router.delete(`${PAGE}/archive/`, ...pageRoute("edit"), async (ctx) => {
    await inUnitOfWork(ctx, (uow) => pageRestore({ ...uow, ...pageTarget(ctx) }));
    ctx.status = 204;
  });

  router.post(`${PROJECT}/favorite-pages/:pageId/`, ...pageRoute("edit"), async (ctx) => {
    await inUnitOfWork(ctx, (uow) => pageFavorite({ ...uow, ...pageTarget(ctx) }));
    ctx.status = 204;
  });

  router.delete(`${PROJECT}/favorite-pages/:pageId/`, ...pageRoute("edit"), async (ctx) => {
    await inUnitOfWork(ctx, (uow) => pageUnfavorite({ ...uow, ...pageTarget(ctx) }));
    ctx.status = 204;
  });

  router.post(`${PAGE}/duplicate/`, ...pageRoute("edit"), async (ctx) => {
    const page = await inUnitOfWork(ctx, (uow) => pageDuplicate({ ...uow, ...pageTarget(ctx) }));
    ctx.status = 201;
    ctx.body = await presentPageFor(ctx.services.db, page, requireUser(ctx).id);
  });

  router.post(
    `${PAGE}/move/`,
    ...pageRoute("edit"),
    withInput({ body: PageMoveSchema }, async (ctx, { body }) => {
      // Another workspace's project, a hidden or archived one, is as unknown as a made-up id.
      const workspace = requireWorkspace(ctx);
      const target = await visibleProject(ctx.services.db, workspace.workspace.id, viewerOf(workspace), body.new_project_id);
      await inUnitOfWork(ctx, (uow) => pageMove({ ...uow, ...pageTarget(ctx), target }));
      ctx.status = 204;
    }),
  );

  return router;
}
