import { subscribeKey } from "valtio/utils";
import { SOCKET_LIMITS, type ScopeRequest } from "../../../api/contract/realtime";
import { archivedWorkItems } from "../stores/archivedWorkItems";
import { projectLabels } from "../stores/projectLabels";
import { projectMembers } from "../stores/projectMembers";
import { projects } from "../stores/projects";
import { projectStates } from "../stores/projectStates";
import { workItemCache } from "../stores/workItemCache";
import { workItemDetail } from "../stores/workItemDetail";
import { workItemList } from "../stores/workItemList";
import { workItemView } from "../stores/workItemView";
import { workspaces } from "../stores/workspaces";
import { workspaceWorkItems } from "../stores/workspaceWorkItems";
import { startVersion } from "./receive";
import { connectedSocket } from "./socketHolder";

/**
 * The scopes the socket holds follow what the screens hold: the open workspace, and each project whose
 * items, settings or archive a store has loaded (the stores follow the route). Joined scopes are forgotten
 * on disconnect, since the server restores nothing, and asked for again on connect.
 */

const keyOf = (scope: ScopeRequest) => `${scope.workspace_slug}/${scope.project_id ?? ""}`;

/** Asked for and granted on this connection. */
const joined = new Map<string, ScopeRequest>();
/** Refused or taken away on this connection: not asked for again until the next one. */
const refused = new Set<string>();
/** Asked for, ack not yet in. */
const pending = new Map<string, Promise<void>>();

function openProjectIds(): string[] {
  const detailProject = workItemDetail.id ? workItemCache.byId[workItemDetail.id]?.project_id : undefined;
  const ids = [projects.currentId, workItemList.projectId, detailProject, projectStates.projectId, projectLabels.projectId, projectMembers.projectId, archivedWorkItems.owner, workItemView.projectId];
  // The workspace views list items of every project the person belongs to.
  if (workspaceWorkItems.owner?.startsWith(`${projects.slug}/`)) ids.push(...projects.active.filter((project) => project.is_member).map((project) => project.id));
  return ids.filter((id): id is string => Boolean(id));
}

function wantedScopes(): Map<string, ScopeRequest> {
  const wanted = new Map<string, ScopeRequest>();
  const slug = workspaces.currentState === "ready" ? workspaces.current?.slug : undefined;
  if (!slug) return wanted;
  const scopes: ScopeRequest[] = [{ workspace_slug: slug }, ...openProjectIds().map((project_id) => ({ workspace_slug: slug, project_id }))];
  for (const scope of scopes.slice(0, SOCKET_LIMITS.maxScopes)) wanted.set(keyOf(scope), scope);
  return wanted;
}

function subscribeTo(key: string, scope: ScopeRequest): Promise<void> {
  const socket = connectedSocket();
  if (!socket) return Promise.resolve();
  const asked = new Promise<void>((resolve) => {
    socket.emit("subscribe", scope, (answer) => {
      pending.delete(key);
      if (answer.ok) {
        joined.set(key, scope);
        if (!scope.project_id && answer.version !== undefined) startVersion(scope.workspace_slug, answer.version);
      } else refused.add(key);
      resolve();
    });
  });
  pending.set(key, asked);
  return asked;
}

/** Joins what the screens now need and leaves what they no longer do; resolves once every ack is in. */
export function syncScopes(): Promise<void> {
  const socket = connectedSocket();
  if (!socket) return Promise.resolve();
  const wanted = wantedScopes();
  for (const [key, scope] of joined) {
    if (wanted.has(key)) continue;
    joined.delete(key);
    socket.emit("unsubscribe", scope, () => undefined);
  }
  const asked = [...wanted].filter(([key]) => !joined.has(key) && !refused.has(key)).map(([key, scope]) => pending.get(key) ?? subscribeTo(key, scope));
  return Promise.all(asked).then(() => undefined);
}

/** The connection is gone: the server has dropped every scope with it. */
export function forgetScopes(): void {
  joined.clear();
  refused.clear();
  pending.clear();
}

/** The server took a scope away (access lost, project deleted): it is not asked for again on this connection. */
export function scopeRevoked(scope: ScopeRequest): void {
  const key = keyOf(scope);
  joined.delete(key);
  refused.add(key);
}

/** Watches the fields the scopes are made from and asks for what they now need; answers a function that stops watching. */
export function followScopes(): () => void {
  let scheduled = false;
  const syncSoon = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void syncScopes();
    });
  };
  const stops = [
    subscribeKey(workspaces, "current", syncSoon),
    subscribeKey(workspaces, "currentState", syncSoon),
    subscribeKey(projects, "currentId", syncSoon),
    subscribeKey(projects, "active", syncSoon),
    subscribeKey(workItemList, "projectId", syncSoon),
    subscribeKey(workItemDetail, "id", syncSoon),
    subscribeKey(projectStates, "projectId", syncSoon),
    subscribeKey(projectLabels, "projectId", syncSoon),
    subscribeKey(projectMembers, "projectId", syncSoon),
    subscribeKey(archivedWorkItems, "owner", syncSoon),
    subscribeKey(workItemView, "projectId", syncSoon),
    subscribeKey(workspaceWorkItems, "owner", syncSoon),
  ];
  return () => stops.forEach((stop) => stop());
}
