import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";

/** Relations, links, comments with reactions, and subscriptions of one work item (Plane's app API). */
export function workItemExtrasRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  return router;
}
