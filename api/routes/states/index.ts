import Router from "@koa/router";
import { stateCreate } from "../../commands/stateCreate.js";
import { stateDelete } from "../../commands/stateDelete.js";
import { stateMarkDefault } from "../../commands/stateMarkDefault.js";
import { stateUpdate } from "../../commands/stateUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { ROLE } from "../../contract/roles.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { projectIdsWithRole } from "../../policies/projectVisibility.js";
import { presentState } from "../../presenters/state.js";
import { listStates } from "../../states/listStates.js";
import { StateCreateSchema, StateUpdateSchema } from "./schema.js";

/** A project's workflow states (Plane's app API). */
export function statesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get("/api/workspaces/:slug/projects/:projectId/states/", projectScope("read"), async (ctx) => {
    ctx.body = (await listStates(ctx.services.db, [requireProject(ctx).project.id])).map(presentState);
  });

  // Plane's workspace states: those of every project the caller can read, for lists that span projects.
  router.get("/api/workspaces/:slug/states/", workspaceMember(), async (ctx) => {
    const access = requireWorkspace(ctx);
    const readable = await projectIdsWithRole(ctx.services.db, access.workspace.id, viewerOf(access), ROLE.GUEST);
    ctx.body = (await listStates(ctx.services.db, readable)).map(presentState);
  });

  router.post(
    "/api/workspaces/:slug/projects/:projectId/states/",
    projectScope("edit"),
    withInput({ body: StateCreateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const state = await inUnitOfWork(ctx, (uow) => stateCreate({ ...uow, project, fields: body }));
      ctx.status = 201;
      ctx.body = presentState(state);
    }),
  );

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/states/:stateId/",
    projectScope("edit"),
    withInput({ body: StateUpdateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const state = await inUnitOfWork(ctx, (uow) => stateUpdate({ ...uow, project, stateId: String(ctx.params.stateId), fields: body }));
      ctx.body = presentState(state);
    }),
  );

  router.delete("/api/workspaces/:slug/projects/:projectId/states/:stateId/", projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => stateDelete({ ...uow, project, stateId: String(ctx.params.stateId) }));
    ctx.status = 204;
  });

  router.post("/api/workspaces/:slug/projects/:projectId/states/:stateId/mark-default/", projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => stateMarkDefault({ ...uow, project, stateId: String(ctx.params.stateId) }));
    ctx.status = 204;
  });

  return router;
}
