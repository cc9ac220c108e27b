import type Router from "@koa/router";
import { stateCreate } from "../../../commands/stateCreate.js";
import { stateDelete } from "../../../commands/stateDelete.js";
import { stateMarkDefault } from "../../../commands/stateMarkDefault.js";
import { stateUpdate } from "../../../commands/stateUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { inUnitOfWork, type UnitOfWork } from "../../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { presentV1State } from "../../../presenters/v1/state.js";
import { findState } from "../../../states/findState.js";
import { listStates } from "../../../states/listStates.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { projectContentPresenter } from "../projectContent.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema, V1ProjectParamsSchema } from "../schema.js";
import { V1StateCreateSchema, V1StateParamsSchema, V1StateUpdateSchema } from "./schema.js";

type V1Router = Router<AppState, AppContextExtras>;
type ScopedProject = Parameters<typeof stateCreate>[0]["project"];

const STATES = "/api/v1/workspaces/:slug/projects/:projectId/states/";
const STATE = `${STATES}:stateId/`;

/** Plane's v1 states of a project: reads for its members, writes for its admins and members (guests 403). */
export function mountV1States(router: V1Router): void {
  v1Route(router, { method: "get", path: STATES, summary: "List a project's states", input: { params: V1ProjectParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { query }) => {
    const page = readV1Page(query);
    const states = await listStates(ctx.services.db, [requireProject(ctx).project.id]);
    ctx.body = v1PageOf(page, states.map(projectContentPresenter(ctx, query, presentV1State)));
  });

  v1Route(router, { method: "post", path: STATES, summary: "Create a state", input: { params: V1ProjectParamsSchema, body: V1StateCreateSchema } }, [projectScope("edit")], async (ctx, { body }) => {
    const { project } = requireProject(ctx);
    const { default: makeDefault, ...fields } = body;
    const state = await inUnitOfWork(ctx, async (uow) => {
      const created = await stateCreate({ ...uow, project, fields });
      return makeDefault ? markedDefault(uow, project, created.id) : created;
    });
    // Plane answers a new state 200, not 201.
    ctx.body = presentV1State(state);
  });

  v1Route(router, { method: "get", path: STATE, summary: "Get a state", input: { params: V1StateParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
    const state = await findState(ctx.services.db, requireProject(ctx).project.id, params.stateId);
    ctx.body = projectContentPresenter(ctx, query, presentV1State)(state);
  });

  v1Route(router, { method: "patch", path: STATE, summary: "Update a state", input: { params: V1StateParamsSchema, body: V1StateUpdateSchema } }, [projectScope("edit")], async (ctx, { params, body }) => {
    const { project } = requireProject(ctx);
    const { default: makeDefault, ...fields } = body;
    const state = await inUnitOfWork(ctx, async (uow) => {
      const updated = await stateUpdate({ ...uow, project, stateId: params.stateId, fields });
      return makeDefault ? markedDefault(uow, project, updated.id) : updated;
    });
    ctx.body = presentV1State(state);
  });

  v1Route(router, { method: "delete", path: STATE, summary: "Delete a state", input: { params: V1StateParamsSchema } }, [projectScope("edit")], async (ctx, { params }) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => stateDelete({ ...uow, project, stateId: params.stateId }));
    ctx.status = 204;
  });
}

/** Makes the state the project's default (the app's own command) and reads it back. */
async function markedDefault(uow: UnitOfWork, project: ScopedProject, stateId: string) {
  await stateMarkDefault({ ...uow, project, stateId });
  return findState(uow.trx, project.id, stateId);
}
