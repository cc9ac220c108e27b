import type { RouterContext } from "@koa/router";
import type { Config } from "./config.js";
import type { Db } from "../db/connection.js";
import type { Mailer } from "./mail/mailer.js";
import type { SessionCache } from "./auth/sessionCache.js";
import type { EventBus } from "./events/bus.js";
import type { SignedInSession } from "./policies/session.js";
import type { VisibleProject } from "./policies/projectVisibility.js";
import type { WorkspaceAccess } from "./policies/workspaceAccess.js";

/** Long-lived collaborators, created once per server and reachable from every request. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  sessionCache: SessionCache;
  /** Domain events, published after commit (api/events/unitOfWork.ts). */
  events: EventBus;
}

/** Who is calling: a session's user, or an API token's (whose `id` is null: no session row stands behind it). */
export type SessionState = Omit<SignedInSession, "id"> & { id: string | null };

/** Set on the public API v1 when X-API-Key named a live token: the one workspace it may act in. */
export interface ApiTokenState {
  id: string;
  workspaceId: string;
}

/** Set by workspaceMember() on every route under /api/workspaces/:slug/: the tenant wall let the caller in. */
export type WorkspaceScope = WorkspaceAccess;

export interface AppState {
  session?: SessionState;
  apiToken?: ApiTokenState;
  workspace?: WorkspaceScope;
  /** Set by projectScope() on routes under /api/workspaces/:slug/projects/:projectId/. */
  project?: VisibleProject;
}

export interface AppContextExtras {
  services: Services;
}

export type AppContext = RouterContext<AppState, AppContextExtras>;
