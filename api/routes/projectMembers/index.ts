import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";

/** A project's members: list, bulk add, role changes, removal, join and leave (Plane's app API). */
export function projectMembersRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  return router;
}
