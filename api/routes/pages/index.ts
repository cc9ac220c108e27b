import Router from "@koa/router";
import { pageCreate } from "../../commands/pageCreate.js";
import { pageDelete } from "../../commands/pageDelete.js";
import { pageUpdate } from "../../commands/pageUpdate.js";
import { pageVersionRestore } from "../../commands/pageVersionRestore.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { requireUser } from "../../auth/sessions.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { pageRoute } from "../../middleware/pageScope.js";
import { requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { listPages } from "../../pages/listPages.js";
import { pagesSummary } from "../../pages/pagesSummary.js";
import { presentPageFor, presentPagesFor } from "../../pages/presentPages.js";
import { readablePage } from "../../pages/readPage.js";
import { findPageVersion, listPageVersions } from "../../pages/versions.js";
import { presentPageVersion, presentPageVersionDetail } from "../../presenters/pageVersion.js";
import { PageCreateSchema, PageListSchema, PageUpdateSchema } from "./schema.js";

const PROJECT = "/api/workspaces/:slug/projects/:projectId";
const PAGE = `${PROJECT}/pages/:pageId`;

/** The page named by :pageId, if the caller may read it. */
function pageOf(ctx: AppContext) {
  const { project, role } = requireProject(ctx);
  return readablePage(ctx.services.db, project, String(ctx.params.pageId), { actorId: requireUser(ctx).id, role });
}

/** A project's pages and their versions (Plane's app API); the Yjs state has routes/pageDocuments/. */
export function pagesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get(
    `${PROJECT}/pages/`,
    ...pageRoute("read"),
    withInput({ query: PageListSchema }, async (ctx, { query }) => {
      const { project } = requireProject(ctx);
      const userId = requireUser(ctx).id;
      const pages = await listPages(ctx.services.db, project, userId, { tab: query.type, search: query.search, orderBy: query.order_by });
      ctx.body = await presentPagesFor(ctx.services.db, pages, userId);
    }),
  );

  router.get(`${PROJECT}/pages-summary/`, ...pageRoute("read"), async (ctx) => {
    ctx.body = await pagesSummary(ctx.services.db, requireProject(ctx).project, requireUser(ctx).id);
  });

  router.post(
    `${PROJECT}/pages/`,
    ...pageRoute("edit"),
    withInput({ body: PageCreateSchema }, async (ctx, { body }) => {
      const { project, role } = requireProject(ctx);
      const page = await inUnitOfWork(ctx, (uow) => pageCreate({ ...uow, project, role, fields: body }));
      ctx.status = 201;
      ctx.body = await presentPageFor(ctx.services.db, page, requireUser(ctx).id);
    }),
  );

  router.get(`${PAGE}/`, ...pageRoute("read"), async (ctx) => {
    ctx.body = await presentPageFor(ctx.services.db, await pageOf(ctx), requireUser(ctx).id);
  });

  router.patch(
    `${PAGE}/`,
    ...pageRoute("edit"),
    withInput({ body: PageUpdateSchema }, async (ctx, { body }) => {
      const { project, role } = requireProject(ctx);
      const page = await inUnitOfWork(ctx, (uow) => pageUpdate({ ...uow, project, role, pageId: String(ctx.params.pageId), fields: body }));
      ctx.body = await presentPageFor(ctx.services.db, page, requireUser(ctx).id);
    }),
  );

  router.delete(`${PAGE}/`, ...pageRoute("edit"), async (ctx) => {
    const { project, role } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => pageDelete({ ...uow, project, role, pageId: String(ctx.params.pageId) }));
    ctx.status = 204;
  });

  router.get(`${PAGE}/versions/`, ...pageRoute("read"), async (ctx) => {
    ctx.body = (await listPageVersions(ctx.services.db, await pageOf(ctx))).map(presentPageVersion);
  });

  router.get(`${PAGE}/versions/:versionId/`, ...pageRoute("read"), async (ctx) => {
    const page = await pageOf(ctx);
    ctx.body = presentPageVersionDetail(await findPageVersion(ctx.services.db, page, String(ctx.params.versionId)));
  });

  router.post(`${PAGE}/versions/:versionId/restore/`, ...pageRoute("edit"), async (ctx) => {
    const { project, role } = requireProject(ctx);
    const versionId = String(ctx.params.versionId);
    const page = await inUnitOfWork(ctx, (uow) => pageVersionRestore({ ...uow, project, role, pageId: String(ctx.params.pageId), versionId }));
    ctx.body = await presentPageFor(ctx.services.db, page, requireUser(ctx).id);
  });

  return router;
}
