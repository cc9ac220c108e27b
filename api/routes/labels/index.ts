import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";

/** Work item labels of a project, and of the whole workspace (Plane's app API). */
export function labelsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  return router;
}
