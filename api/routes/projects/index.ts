import Router from "@koa/router";
import { projectArchive } from "../../commands/projectArchive.js";
import { projectCreate } from "../../commands/projectCreate.js";
import { projectDelete } from "../../commands/projectDelete.js";
import { projectRestore } from "../../commands/projectRestore.js";
import { projectUpdate } from "../../commands/projectUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeCreateProject } from "../../policies/project.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { identifierCount } from "../../projects/identifierCount.js";
import { listProjects } from "../../projects/listProjects.js";
import { presentOneProject, presentProjects } from "../../projects/presentProjects.js";
import { ProjectCreateSchema, ProjectIdentifierCheckSchema, ProjectListSchema, ProjectUpdateSchema } from "./schema.js";

/** Projects (Plane's app API), all behind the tenant wall. */
export function projectsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.post(
    "/api/workspaces/:slug/projects/",
    workspaceMember(),
    (ctx, next) => {
      authorizeCreateProject(requireWorkspace(ctx).membership.role);
      return next();
    },
    withInput({ body: ProjectCreateSchema }, async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const created = await inUnitOfWork(ctx, (uow) => projectCreate({ ...uow, workspace, workspaceRole: membership.role, fields: body }));
      ctx.status = 201;
      ctx.body = await presentOneProject(ctx.services.db, {
        project: created.project,
        memberRole: created.membership.role,
        role: created.membership.role,
      });
    }),
  );

  router.get(
    "/api/workspaces/:slug/project-identifiers/",
    workspaceMember(),
    withInput({ query: ProjectIdentifierCheckSchema }, async (ctx, { query }) => {
      const access = requireWorkspace(ctx);
      ctx.body = { exists: await identifierCount(ctx.services.db, access.workspace.id, viewerOf(access), query.name) };
    }),
  );

  router.get(
    "/api/workspaces/:slug/projects/",
    workspaceMember(),
    withInput({ query: ProjectListSchema }, async (ctx, { query }) => {
      const access = requireWorkspace(ctx);
      ctx.body = await presentProjects(ctx.services.db, await listProjects(ctx.services.db, access.workspace.id, viewerOf(access), query.archived ? "archived" : "active", query));
    }),
  );

  router.get("/api/workspaces/:slug/projects/:projectId/", projectScope("see"), async (ctx) => {
    ctx.body = await presentOneProject(ctx.services.db, requireProject(ctx));
  });

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/",
    projectScope("administer"),
    withInput({ body: ProjectUpdateSchema }, async (ctx, { body }) => {
      const visible = requireProject(ctx);
      const updated = await inUnitOfWork(ctx, (uow) => projectUpdate({ ...uow, project: visible.project, fields: body }));
      ctx.body = await presentOneProject(ctx.services.db, { ...visible, project: updated });
    }),
  );

  // Archived projects are deleted from the archives screen, so this one finds them too.
  router.delete("/api/workspaces/:slug/projects/:projectId/", projectScope("administer", "any"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectDelete({ ...uow, project }));
    ctx.status = 204;
  });

  router.post("/api/workspaces/:slug/projects/:projectId/archive/", projectScope("administer"), async (ctx) => {
    const { project } = requireProject(ctx);
    const archivedAt = await inUnitOfWork(ctx, (uow) => projectArchive({ ...uow, project }));
    ctx.body = { archived_at: archivedAt.toISOString() };
  });

  router.delete("/api/workspaces/:slug/projects/:projectId/archive/", projectScope("administer", "archived"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectRestore({ ...uow, project }));
    ctx.status = 204;
  });

  return router;
}
