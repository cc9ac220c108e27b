import Router from "@koa/router";
import { Project } from "../../../db/models/Project.js";
import { State } from "../../../db/models/State.js";
import { requireUser } from "../../auth/sessions.js";
import { assertLeadInWorkspace, projectConflict, projectCreate } from "../../commands/projectCreate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { requireProject, visibleProjectOnly } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeAdministerProject, authorizeCreateProject } from "../../policies/project.js";
import { presentProject } from "../../presenters/project.js";
import { presentState } from "../../presenters/state.js";
import { visibleProjects } from "../../projects/visibility.js";
import { ProjectCreateSchema, ProjectIdentifierCheckSchema, ProjectUpdateSchema } from "./schema.js";

/** SPEC.md section 3: states are listed by the fixed group order, then by sequence. */
const GROUP_ORDER = ["backlog", "unstarted", "started", "completed", "cancelled"];

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
      const exists = await Project.query(ctx.services.db)
        .where({ workspace_id: workspace.id, identifier: query.name.toUpperCase() })
        .resultSize();
      ctx.body = { exists };
    }),
  );

  router.get("/api/workspaces/:slug/projects/", workspaceMember(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    const rows = await visibleProjects(ctx.services.db, workspace.id, requireUser(ctx).id);
    ctx.body = rows.map((row) => presentProject(row.project, row.memberRole));
  });

  const project = [workspaceMember(), visibleProjectOnly()] as const;

  router.get("/api/workspaces/:slug/projects/:projectId/", ...project, async (ctx) => {
    const { project, memberRole } = requireProject(ctx);
    ctx.body = presentProject(project, memberRole);
  });

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/",
    ...project,
    (ctx, next) => {
      authorizeAdministerProject(requireWorkspace(ctx).membership.role, requireProject(ctx).memberRole);
      return next();
    },
    withInput({ body: ProjectUpdateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      const { project, memberRole } = requireProject(ctx);
      const updated = await ctx.services.db.transaction(async (trx) => {
        await assertLeadInWorkspace(trx, workspace.id, body.lead_id);
        return Project.query(trx)
          .patchAndFetchById(project.id, { ...body, updated_by_id: actor.id, updated_at: new Date() })
          .catch(projectConflict);
      });
      ctx.body = presentProject(updated, memberRole);
    }),
  );

  router.delete("/api/workspaces/:slug/projects/:projectId/", ...project, async (ctx) => {
    const { project, memberRole } = requireProject(ctx);
    authorizeAdministerProject(requireWorkspace(ctx).membership.role, memberRole);
    await Project.query(ctx.services.db).deleteById(project.id);
    ctx.status = 204;
  });

  router.get("/api/workspaces/:slug/projects/:projectId/states/", ...project, async (ctx) => {
    const states = await State.query(ctx.services.db)
      .where({ project_id: requireProject(ctx).project.id, is_triage: false })
      .orderByRaw(`array_position(?::text[], "group")`, [GROUP_ORDER])
      .orderBy("sequence")
      .orderBy("id");
    ctx.body = states.map(presentState);
  });

  return router;
}
