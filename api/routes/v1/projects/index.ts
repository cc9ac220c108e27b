import type Router from "@koa/router";
import { projectArchive } from "../../../commands/projectArchive.js";
import { projectCreate } from "../../../commands/projectCreate.js";
import { projectDelete } from "../../../commands/projectDelete.js";
import { projectRestore } from "../../../commands/projectRestore.js";
import { projectUpdate } from "../../../commands/projectUpdate.js";
import type { AppContext, AppContextExtras, AppState } from "../../../context.js";
import { ValidationError } from "../../../errors.js";
import { inUnitOfWork } from "../../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { requireWorkspace, workspaceMember } from "../../../middleware/workspaceScope.js";
import { authorizeCreateProject } from "../../../policies/project.js";
import { viewerOf } from "../../../policies/projectAccess.js";
import type { VisibleProject } from "../../../policies/projectVisibility.js";
import { presentV1Project } from "../../../presenters/v1/project.js";
import { listProjects } from "../../../projects/listProjects.js";
import { presentOneProject, presentProjects } from "../../../projects/presentProjects.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { v1ListParam, v1PickFields } from "../../../v1/queryOptions.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema, V1ProjectParamsSchema, V1SlugParamsSchema } from "../schema.js";
import { toAppProjectFields } from "./fields.js";
import { V1_PROJECT_RENAMES, V1ProjectCreateSchema, V1ProjectUpdateSchema } from "./schema.js";

type V1Router = Router<AppState, AppContextExtras>;

const PROJECTS = "/api/v1/workspaces/:slug/projects/";
const PROJECT = `${PROJECTS}:projectId/`;

/** Plane's v1 projects: list, create, get, update, delete, archive and unarchive, through the app's commands. */
export function mountV1Projects(router: V1Router): void {
  v1Route(router, { method: "get", path: PROJECTS, summary: "List projects", input: { params: V1SlugParamsSchema, query: V1ListQuerySchema } }, [workspaceMember()], async (ctx, { query }) => {
    const access = requireWorkspace(ctx);
    const page = readV1Page(query);
    // Plane's v1 list holds archived projects too (each says so in archived_at), as its read by id does.
    const projects = await presentProjects(ctx.services.db, await listProjects(ctx.services.db, access.workspace.id, viewerOf(access), "any"));
    const fields = v1ListParam(query.fields);
    ctx.body = v1PageOf(page, projects.map((project) => v1PickFields(presentV1Project(project), fields)));
  });

  v1Route(
    router,
    { method: "post", path: PROJECTS, summary: "Create a project", input: { params: V1SlugParamsSchema, body: V1ProjectCreateSchema }, renames: V1_PROJECT_RENAMES },
    [workspaceMember(), guard((ctx) => authorizeCreateProject(requireWorkspace(ctx).membership.role))],
    async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const { name, identifier, description, network, lead_id, logo_props, cover_image, ...features } = toAppProjectFields(body);
      const created = await inUnitOfWork(ctx, async (uow) => {
        const made = await projectCreate({ ...uow, workspace, workspaceRole: membership.role, fields: { name, identifier, description, network, lead_id, logo_props, cover_image } });
        // Plane takes the feature switches on create; the app sets them in the settings afterwards.
        const project = Object.keys(features).length > 0 ? await projectUpdate({ ...uow, project: made.project, fields: features }) : made.project;
        return { project, role: made.membership.role };
      });
      ctx.status = 201;
      ctx.body = await presented(ctx, { project: created.project, memberRole: created.role, role: created.role });
    },
  );

  // Plane reads an archived project by id too.
  v1Route(router, { method: "get", path: PROJECT, summary: "Get a project", input: { params: V1ProjectParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("see", "any")], async (ctx, { query }) => {
    ctx.body = v1PickFields(await presented(ctx, requireProject(ctx)), v1ListParam(query.fields));
  });

  v1Route(
    router,
    { method: "patch", path: PROJECT, summary: "Update a project", input: { params: V1ProjectParamsSchema, body: V1ProjectUpdateSchema }, renames: V1_PROJECT_RENAMES },
    [projectScope("administer", "any")],
    async (ctx, { body }) => {
      const visible = requireProject(ctx);
      // Plane's words and status for an edit of an archived project (the app hides it instead: 404).
      if (visible.project.archived_at) throw new ValidationError("Archived project cannot be updated");
      const updated = await inUnitOfWork(ctx, (uow) => projectUpdate({ ...uow, project: visible.project, fields: toAppProjectFields(body) }));
      ctx.body = await presented(ctx, { ...visible, project: updated });
    },
  );

  v1Route(router, { method: "delete", path: PROJECT, summary: "Delete a project", input: { params: V1ProjectParamsSchema } }, [projectScope("administer", "any")], async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectDelete({ ...uow, project }));
    ctx.status = 204;
  });

  v1Route(router, { method: "post", path: `${PROJECT}archive/`, summary: "Archive a project", input: { params: V1ProjectParamsSchema } }, [projectScope("administer")], async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectArchive({ ...uow, project }));
    ctx.status = 204;
  });

  v1Route(router, { method: "delete", path: `${PROJECT}archive/`, summary: "Unarchive a project", input: { params: V1ProjectParamsSchema } }, [projectScope("administer", "archived")], async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectRestore({ ...uow, project }));
    ctx.status = 204;
  });
}

async function presented(ctx: AppContext, project: VisibleProject) {
  return presentV1Project(await presentOneProject(ctx.services.db, project));
}

/** A policy check as a guard, so the caller hears 403 before anything is said about their input. */
function guard(check: (ctx: AppContext) => void) {
  return (ctx: AppContext, next: () => Promise<unknown>) => {
    check(ctx);
    return next();
  };
}
