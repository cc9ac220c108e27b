import Router from "@koa/router";
import { Project } from "../../../db/models/Project.js";
import { State } from "../../../db/models/State.js";
import { requireUser } from "../../auth/sessions.js";
import { assertLeadInWorkspace, projectConflict, projectCreate } from "../../commands/projectCreate.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeAdministerProject, authorizeCreateProject } from "../../policies/project.js";
import { presentProject } from "../../presenters/project.js";
import { presentState } from "../../presenters/state.js";
import { visibleProject, visibleProjects } from "../../projects/visibility.js";
import { ProjectCreateSchema, ProjectIdentifierCheckSchema, ProjectUpdateSchema } from "./schema.js";

/** SPEC.md section 3: states are listed by the fixed group order, then by sequence. */
const GROUP_ORDER = ["backlog", "unstarted", "started", "completed", "cancelled"];

function projectIdOf(ctx: AppContext): string {
  return String(ctx.params.projectId);
}

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
      ctx.body = presentProject(created.project, created.membership.role);
    }),
  );

  router.get(
    "/api/workspaces/:slug/project-identifiers/",
    workspaceMember(),
    withInput({ query: ProjectIdentifierCheckSchema }, async (ctx, { query }) => {
      const { workspace } = requireWorkspace(ctx);
      const row = (await Project.query(ctx.services.db)
        .where({ workspace_id: workspace.id, identifier: query.name.toUpperCase() })
        .count("* as total")
        .first()
        .castTo<{ total: number | string } | undefined>()) as { total: number | string } | undefined;
      ctx.body = { exists: Number(row?.total ?? 0) };
    }),
  );

  router.get("/api/workspaces/:slug/projects/", workspaceMember(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    const rows = await visibleProjects(ctx.services.db, workspace.id, requireUser(ctx).id);
    ctx.body = rows.map((row) => presentProject(row.project, row.memberRole));
  });

  router.get("/api/workspaces/:slug/projects/:projectId/", workspaceMember(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    const { project, memberRole } = await visibleProject(ctx.services.db, workspace.id, requireUser(ctx).id, projectIdOf(ctx));
    ctx.body = presentProject(project, memberRole);
  });

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/",
    workspaceMember(),
    async (ctx, next) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const { memberRole } = await visibleProject(ctx.services.db, workspace.id, requireUser(ctx).id, projectIdOf(ctx));
      authorizeAdministerProject(membership.role, memberRole);
      return next();
    },
    withInput({ body: ProjectUpdateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      const { memberRole } = await visibleProject(ctx.services.db, workspace.id, actor.id, projectIdOf(ctx));
      const updated = await ctx.services.db.transaction(async (trx) => {
        await assertLeadInWorkspace(trx, workspace.id, body.lead_id);
        return Project.query(trx)
          .patchAndFetchById(projectIdOf(ctx), { ...body, updated_by_id: actor.id, updated_at: new Date() })
          .catch(projectConflict);
      });
      ctx.body = presentProject(updated, memberRole);
    }),
  );

  router.delete("/api/workspaces/:slug/projects/:projectId/", workspaceMember(), async (ctx) => {
    const { workspace, membership } = requireWorkspace(ctx);
    const { project, memberRole } = await visibleProject(ctx.services.db, workspace.id, requireUser(ctx).id, projectIdOf(ctx));
    authorizeAdministerProject(membership.role, memberRole);
    await Project.query(ctx.services.db).deleteById(project.id);
    ctx.status = 204;
  });

  router.get("/api/workspaces/:slug/projects/:projectId/states/", workspaceMember(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    const { project } = await visibleProject(ctx.services.db, workspace.id, requireUser(ctx).id, projectIdOf(ctx));
    const states = await State.query(ctx.services.db)
      .where({ project_id: project.id, is_triage: false })
      .orderByRaw(`array_position(?::text[], "group")`, [GROUP_ORDER])
      .orderBy("sequence")
      .orderBy("id");
    ctx.body = states.map(presentState);
  });

  return router;
}
