import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountV1Docs } from "./docs.js";
import { mountV1Users } from "./users.js";
import { mountV1Labels } from "./labels/index.js";
import { mountV1Members } from "./members/index.js";
import { mountV1Projects } from "./projects/index.js";
import { mountV1States } from "./states/index.js";
import { mountV1WorkItems } from "./workItems/index.js";

/**
 * Plane's public API v1 (issue 14): the same commands, policies and events as the app API behind X-API-Key
 * (api/auth/apiKey.ts), with v1's own paths and field names. One file per resource mounts its routes here;
 * ./route.ts describes the shared machinery (input, errors, pagination, expand and fields).
 */
export function publicApiRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  mountV1Users(router);
  mountV1Members(router);
  mountV1Projects(router);
  mountV1States(router);
  mountV1Labels(router);
  mountV1WorkItems(router);
  // Last: the description it serves is made from the routes declared above.
  mountV1Docs(router);
  return router;
}
