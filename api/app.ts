import type Router from "@koa/router";
import { METHODS } from "node:http";
import Koa from "koa";
import type { AppContextExtras, AppState, Services } from "./context.js";
import { csrfProtection } from "./auth/csrf.js";
import { loadSession } from "./auth/sessions.js";
import { parseBodies } from "./middleware/bodyParser.js";
import { compressResponses } from "./middleware/compressResponses.js";
import { errorHandler } from "./middleware/errorHandler.js";
import { securityHeaders } from "./middleware/securityHeaders.js";
import { serveWebApp } from "./middleware/webApp.js";
import { assetsRouter } from "./routes/assets/index.js";
import { authRouter } from "./routes/auth/index.js";
import { instancesRouter } from "./routes/instances/index.js";
import { projectsRouter } from "./routes/projects/index.js";
import { statesRouter } from "./routes/states/index.js";
import { syncRouter } from "./routes/sync/index.js";
import { labelsRouter } from "./routes/labels/index.js";
import { notificationsRouter } from "./routes/notifications/index.js";
import { pageActionsRouter } from "./routes/pageActions/index.js";
import { pageDocumentsRouter } from "./routes/pageDocuments/index.js";
import { pagesRouter } from "./routes/pages/index.js";
import { projectMembersRouter } from "./routes/projectMembers/index.js";
import { workItemsRouter } from "./routes/workItems/index.js";
import { workItemExtrasRouter } from "./routes/workItemExtras/index.js";
import { workspaceItemsRouter } from "./routes/workspaceItems/index.js";
import { usersRouter } from "./routes/users/index.js";
import { apiTokensRouter } from "./routes/apiTokens/index.js";
import { ownApiTokensRouter } from "./routes/apiTokens/own.js";
import { webhooksRouter } from "./routes/webhooks/index.js";
import { publicApiRouter } from "./routes/v1/index.js";
import { workspacesRouter } from "./routes/workspaces/index.js";
import { workspaceInvitationsRouter } from "./routes/workspaceInvitations/index.js";
import { myWorkspaceInvitationsRouter } from "./routes/workspaceInvitations/mine.js";

export interface AppOptions {
  /** Folder of the built web app; omitted in API-only test servers. */
  webRoot?: string;
  log: (message: string, error?: unknown) => void;
}

/** The Koa app: errors first, compression around everything that answers, then the web app, request parsing, the session, CSRF, and the routers. */
export function createApp(services: Services, options: AppOptions): Koa<AppState, AppContextExtras> {
  const app = new Koa<AppState, AppContextExtras>({ proxy: services.config.trustProxy });
  app.context.services = services;
  app.silent = true;

  app.use(errorHandler(options.log));
  app.use(securityHeaders());
  app.use(compressResponses());
  if (options.webRoot) app.use(serveWebApp(options.webRoot));
  app.use(parseBodies());
  app.use(loadSession());
  app.use(csrfProtection());
  for (const router of routers()) {
    // Every method Node accepts counts as known, so one a path lacks (PROPFIND, PURGE, MKCOL ...) is a 405
    // with Allow, as PUT on a GET-only path is; left to its default list, the router answers those 501.
    router.methods = [...METHODS];
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}

/** Every router, in mounting order. Paths are disjoint, so order only decides how many routers a request walks past: busiest first. */
function routers(): Router<AppState, AppContextExtras>[] {
  return [usersRouter(), workItemsRouter(), workItemExtrasRouter(), workspaceItemsRouter(), projectsRouter(), statesRouter(), labelsRouter(), projectMembersRouter(), workspacesRouter(), instancesRouter(), authRouter(), workspaceInvitationsRouter(), myWorkspaceInvitationsRouter(), assetsRouter(), syncRouter(), notificationsRouter(), pagesRouter(), pageActionsRouter(), pageDocumentsRouter(), apiTokensRouter(), ownApiTokensRouter(), webhooksRouter(), publicApiRouter()];
}

export interface RouteEntry {
  method: string;
  /** The path template as registered, e.g. /api/workspaces/:slug/members/:memberId/ */
  path: string;
}

/** Every method and path the app answers (HEAD aside), for tests that check each route is covered. */
export function routeTable(): RouteEntry[] {
  return routers().flatMap((router) =>
    router.stack.flatMap((layer) => layer.methods.filter((method) => method !== "HEAD").map((method) => ({ method, path: String(layer.path) }))),
  );
}
