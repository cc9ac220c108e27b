import Router from "@koa/router";
import { Project } from "../../../db/models/Project.js";
import { containsPattern } from "../../../db/likePattern.js";
import { requireUser } from "../../auth/sessions.js";
import { assertLeadInWorkspace, projectConflict, projectCreate } from "../../commands/projectCreate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeCreateProject } from "../../policies/project.js";
import { presentOneProject, presentProjects } from "../../projects/presentProjects.js";
import { toVisibleProject, visibleProjectsQuery } from "../../projects/visibility.js";
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
      const actor = requireUser(ctx);
      const { workspace, membership } = requireWorkspace(ctx);
      const created = await ctx.services.db.transaction((trx) =>
        projectCreate({ trx, actor, workspace, workspaceRole: membership.role, fields: body }),
      );
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
      const { workspace } = requireWorkspace(ctx);
      const exists = await Project.query(ctx.services.db)
        .where({ workspace_id: workspace.id, identifier: query.name.toUpperCase() })
        .resultSize();
      ctx.body = { exists };
    }),
  );

  router.get(
    "/api/workspaces/:slug/projects/",
    workspaceMember(),
    withInput({ query: ProjectListSchema }, async (ctx, { query }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
      const rows = visibleProjectsQuery(ctx.services.db, workspace.id, viewer, query.archived ? "archived" : "active");
      if (query.mine) rows.whereNotNull("pm.id");
      if (query.search) {
        const pattern = containsPattern(query.search);
        rows.where((where) => where.whereILike("projects.name", pattern).orWhereILike("projects.identifier", pattern));
      }
      // SPEC.md section 9: projects are ordered by creation.
      const projects = (await rows.orderBy("projects.sort_order").orderBy("projects.created_at").orderBy("projects.id")).map((row) =>
        toVisibleProject(row, viewer),
      );
      ctx.body = await presentProjects(ctx.services.db, projects);
    }),
  );

  router.get("/api/workspaces/:slug/projects/:projectId/", workspaceMember(), projectScope("see"), async (ctx) => {
    ctx.body = await presentOneProject(ctx.services.db, requireProject(ctx));
  });

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/",
    workspaceMember(),
    projectScope("administer"),
    withInput({ body: ProjectUpdateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      const visible = requireProject(ctx);
      const updated = await ctx.services.db.transaction(async (trx) => {
        await assertLeadInWorkspace(trx, workspace.id, body.lead_id);
        return Project.query(trx)
          .patchAndFetchById(visible.project.id, { ...body, updated_by_id: actor.id, updated_at: new Date() })
          .catch(projectConflict);
      });
      ctx.body = await presentOneProject(ctx.services.db, { ...visible, project: updated });
    }),
  );

  // Archived projects are deleted from the archives screen, so this one finds them too.
  router.delete("/api/workspaces/:slug/projects/:projectId/", workspaceMember(), projectScope("administer", "any"), async (ctx) => {
    await Project.query(ctx.services.db).deleteById(requireProject(ctx).project.id);
    ctx.status = 204;
  });

  router.post("/api/workspaces/:slug/projects/:projectId/archive/", workspaceMember(), projectScope("administer"), async (ctx) => {
    const archivedAt = new Date();
    await Project.query(ctx.services.db)
      .patch({ archived_at: archivedAt, updated_by_id: requireUser(ctx).id, updated_at: archivedAt })
      .where("id", requireProject(ctx).project.id);
    ctx.body = { archived_at: archivedAt.toISOString() };
  });

  router.delete("/api/workspaces/:slug/projects/:projectId/archive/", workspaceMember(), projectScope("administer", "archived"), async (ctx) => {
    await Project.query(ctx.services.db)
      .patch({ archived_at: null, updated_by_id: requireUser(ctx).id, updated_at: new Date() })
      .where("id", requireProject(ctx).project.id);
    ctx.status = 204;
  });

  return router;
}
