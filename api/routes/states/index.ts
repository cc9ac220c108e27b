import Router from "@koa/router";
import { State } from "../../../db/models/State.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentState } from "../../presenters/state.js";

/** SPEC.md section 3: states are listed by the fixed group order, then by sequence. */
const GROUP_ORDER = ["backlog", "unstarted", "started", "completed", "cancelled"];

/** A project's workflow states (Plane's app API). */
export function statesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get("/api/workspaces/:slug/projects/:projectId/states/", workspaceMember(), projectScope("read"), async (ctx) => {
    const states = await State.query(ctx.services.db)
      .where({ project_id: requireProject(ctx).project.id, is_triage: false })
      .orderByRaw(`array_position(?::text[], "group")`, [GROUP_ORDER])
      .orderBy("sequence")
      .orderBy("id");
    ctx.body = states.map(presentState);
  });

  return router;
}
