import type { RouterContext } from "@koa/router";
import type { Config } from "./config.js";
import type { Db } from "../db/connection.js";
import type { User } from "../db/models/User.js";
import type { Workspace } from "../db/models/Workspace.js";
import type { WorkspaceMember } from "../db/models/WorkspaceMember.js";
import type { Mailer } from "./mail/mailer.js";
import type { SessionCache } from "./auth/sessionCache.js";
import type { EventBus } from "./events/bus.js";
import type { VisibleProject } from "./projects/visibility.js";

/** Long-lived collaborators, created once per server and reachable from every request. */
export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  sessionCache: SessionCache;
  /** Domain events, published after commit (api/events/unitOfWork.ts). */
  events: EventBus;
}

export interface SessionState {
  /** SHA-256 of the cookie token: the sessions row id. */
  id: string;
  user: User;
}

/** Set by workspaceMember() on every route under /api/workspaces/:slug/: the tenant wall let the caller in. */
export interface WorkspaceScope {
  workspace: Workspace;
  /** The caller's own active membership. */
  membership: WorkspaceMember;
}

export interface AppState {
  session?: SessionState;
  workspace?: WorkspaceScope;
  /** Set by visibleProjectOnly() on routes under /api/workspaces/:slug/projects/:projectId/. */
  project?: VisibleProject;
}

export interface AppContextExtras {
  services: Services;
}

export type AppContext = RouterContext<AppState, AppContextExtras>;
