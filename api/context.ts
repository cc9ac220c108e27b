import type { RouterContext } from "@koa/router";
import type { Config } from "./config.js";
import type { Db } from "../db/connection.js";
import type { User } from "../db/models/User.js";
import type { Mailer } from "./mail/mailer.js";
import type { SessionCache } from "./auth/sessionCache.js";

/** Long-lived collaborators, created once per server and reachable from every request. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  sessionCache: SessionCache;
}

export interface SessionState {
  /** SHA-256 of the cookie token: the sessions row id. */
  id: string;
  user: User;
}

export interface AppState {
  session?: SessionState;
}

export interface AppContextExtras {
  services: Services;
}

export type AppContext = RouterContext<AppState, AppContextExtras>;
