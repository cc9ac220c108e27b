import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountV1Users } from "./users.js";

/**
 * Plane's public API v1 (issue 14): the same commands, policies and events as the app API behind X-API-Key
 * (api/auth/apiKey.ts), with v1's own paths and field names. One file per resource mounts its routes here.
 */
export function publicApiRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  mountV1Users(router);
  return router;
}
