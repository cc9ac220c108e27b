import Koa from "koa";
import type { AppContextExtras, AppState, Services } from "./context.js";
import { csrfProtection } from "./auth/csrf.js";
import { loadSession } from "./auth/sessions.js";
import { parseBodies } from "./middleware/bodyParser.js";
import { errorHandler } from "./middleware/errorHandler.js";
import { securityHeaders } from "./middleware/securityHeaders.js";
import { serveWebApp } from "./middleware/webApp.js";
import { authRouter } from "./routes/auth/index.js";
import { instancesRouter } from "./routes/instances/index.js";
import { usersRouter } from "./routes/users/index.js";

export interface AppOptions {
  /** Folder of the built web app; omitted in API-only test servers. */
  webRoot?: string;
  log: (message: string, error?: unknown) => void;
}

/** The Koa app: errors first, then request parsing, the session, CSRF, and the routers. */
export function createApp(services: Services, options: AppOptions): Koa<AppState, AppContextExtras> {
  const app = new Koa<AppState, AppContextExtras>({ proxy: services.config.trustProxy });
  app.context.services = services;
  app.silent = true;

  app.use(errorHandler(options.log));
  app.use(securityHeaders());
  if (options.webRoot) app.use(serveWebApp(options.webRoot));
  app.use(parseBodies());
  app.use(loadSession());
  app.use(csrfProtection());
  // Paths are disjoint, so order only decides how many routers a request walks past: busiest first.
  for (const router of [usersRouter(), instancesRouter(), authRouter()]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}
