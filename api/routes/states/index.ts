import Router from "@koa/router";
import type { Knex } from "knex";
import { Issue } from "../../../db/models/Issue.js";
import { State } from "../../../db/models/State.js";
import { stateConflict, stateCreate } from "../../commands/stateCreate.js";
import { stateMarkDefault } from "../../commands/stateMarkDefault.js";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { ROLE } from "../../contract/roles.js";
import { ValidationError } from "../../errors.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { presentState } from "../../presenters/state.js";
import { findState } from "../../states/findState.js";
import { projectIdsWithRole } from "../../workItems/workspaceList/projectsWithRole.js";
import { StateCreateSchema, StateUpdateSchema } from "./schema.js";

/** SPEC.md section 3: states are listed by the fixed group order, then by sequence. */
const GROUP_ORDER = ["backlog", "unstarted", "started", "completed", "cancelled"];

export const DEFAULT_STATE_UNDELETABLE = "Default state cannot be deleted";
export const STATE_IN_USE = "The state is not empty, only empty states can be deleted";

/** A project's workflow states (Plane's app API). */
export function statesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  const listed = (db: Knex, projectIds: readonly string[]) =>
    State.query(db)
      .whereIn("project_id", projectIds)
      .where("is_triage", false)
      .orderByRaw(`array_position(?::text[], "group")`, [GROUP_ORDER])
      .orderBy("sequence")
      .orderBy("id");

  router.get("/api/workspaces/:slug/projects/:projectId/states/", workspaceMember(), projectScope("read"), async (ctx) => {
    ctx.body = (await listed(ctx.services.db, [requireProject(ctx).project.id])).map(presentState);
  });

  // Plane's workspace states: those of every project the caller can read, for lists that span projects.
  router.get("/api/workspaces/:slug/states/", workspaceMember(), async (ctx) => {
    const { workspace, membership } = requireWorkspace(ctx);
    const readable = await projectIdsWithRole(ctx.services.db, workspace.id, { userId: requireUser(ctx).id, workspaceRole: membership.role }, ROLE.GUEST);
    ctx.body = (await listed(ctx.services.db, readable)).map(presentState);
  });

  router.post(
    "/api/workspaces/:slug/projects/:projectId/states/",
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: StateCreateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const state = await ctx.services.db.transaction((trx) => stateCreate({ trx, project, fields: body }));
      ctx.status = 201;
      ctx.body = presentState(state);
    }),
  );

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/states/:stateId/",
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: StateUpdateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const updated = await ctx.services.db.transaction(async (trx) => {
        // Locked so that a concurrent delete cannot remove it between the look-up and the update.
        const state = await findState(trx, project.id, String(ctx.params.stateId), { forUpdate: true });
        return State.query(trx)
          .patchAndFetchById(state.id, { ...body, updated_at: new Date() })
          .catch(stateConflict);
      });
      ctx.body = presentState(updated);
    }),
  );

  router.delete("/api/workspaces/:slug/projects/:projectId/states/:stateId/", workspaceMember(), projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await ctx.services.db.transaction(async (trx) => {
      // Locked so that a concurrent mark-default cannot make it the default between the check and the delete.
      const state = await findState(trx, project.id, String(ctx.params.stateId), { forUpdate: true });
      if (state.is_default) throw new ValidationError(DEFAULT_STATE_UNDELETABLE);
      // Work items in it would be left without a state (issues.state_id also refuses it, should one race in).
      if ((await Issue.query(trx).where("state_id", state.id).resultSize()) > 0) throw new ValidationError(STATE_IN_USE);
      await State.query(trx).deleteById(state.id);
    });
    ctx.status = 204;
  });

  router.post("/api/workspaces/:slug/projects/:projectId/states/:stateId/mark-default/", workspaceMember(), projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await ctx.services.db.transaction((trx) => stateMarkDefault(trx, project.id, String(ctx.params.stateId)));
    ctx.status = 204;
  });

  return router;
}
