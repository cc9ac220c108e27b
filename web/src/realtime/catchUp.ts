import type { AnyEventEnvelope } from "../../../api/contract/events";
import type { SyncPageShape } from "../../../api/contract/realtime";
import { api, ApiError } from "../http/client";
import { workspaces } from "../stores/workspaces";
import { reloadViews } from "./reloadViews";
import { forgetStaleness } from "./staleness";
import { caughtUpTo, forgetCursor, hasGap, isApplied, lastVersion, markApplied } from "./syncCursor";

/**
 * Asks GET /api/workspaces/{slug}/sync/ for what this tab missed and applies it in order, page by page.
 * One catch-up per workspace at a time; one asked for meanwhile runs after it. Gaps are common (colleagues
 * working in projects this tab does not hear) and rarely a loss while connected (the socket delivers in
 * order; a disconnect has its own catch-up), so a gap waits a second and a burst of them costs one request.
 */

type Apply = (event: AnyEventEnvelope) => void;

const GAP_WAIT_MS = 1000;

const running = new Set<string>();
const again = new Set<string>();
const waiting = new Map<string, ReturnType<typeof setTimeout>>();

/** The open workspace's slug; the sync endpoint is addressed by it. Others' events are not caught up. */
function slugOf(workspaceId: string): string | null {
  return workspaces.current?.id === workspaceId ? workspaces.current.slug : null;
}

/** After an event that skipped versions. */
export function catchUpSoon(workspaceId: string, apply: Apply): void {
  if (waiting.has(workspaceId)) return;
  waiting.set(
    workspaceId,
    setTimeout(() => {
      waiting.delete(workspaceId);
      void catchUp(workspaceId, apply);
    }, GAP_WAIT_MS),
  );
}

/** Everything after the last version applied; without one (nothing heard yet) the views are read again. */
export async function catchUp(workspaceId: string, apply: Apply): Promise<void> {
  if (running.has(workspaceId)) {
    again.add(workspaceId);
    return;
  }
  running.add(workspaceId);
  try {
    await catchUpPages(workspaceId, apply);
  } finally {
    running.delete(workspaceId);
    if (again.delete(workspaceId)) void catchUp(workspaceId, apply);
    else if (running.size === 0) forgetStaleness();
  }
}

const syncUrl = (slug: string, after: number) => `/api/workspaces/${encodeURIComponent(slug)}/sync/?after=${after}`;

async function catchUpPages(workspaceId: string, apply: Apply): Promise<void> {
  const slug = slugOf(workspaceId);
  let after = lastVersion(workspaceId);
  if (!slug) return forgetCursor(workspaceId);
  if (after === null) return refetch(workspaceId);
  for (;;) {
    let page: SyncPageShape;
    try {
      page = await api.get<SyncPageShape>(syncUrl(slug, after));
    } catch (error) {
      // The server answered but will not catch this tab up: the views are read again instead. Without an
      // answer (offline) the next reconnect asks again.
      if (error instanceof ApiError) await refetch(workspaceId);
      return;
    }
    if (page.refetch) return refetch(workspaceId, page.last_version);
    for (const event of page.events) {
      if (isApplied(workspaceId, event.version)) continue;
      markApplied(workspaceId, event.version);
      apply(event);
    }
    caughtUpTo(workspaceId, page.last_version);
    if (!page.has_more) break;
    after = page.last_version;
  }
  if (hasGap(workspaceId)) again.add(workspaceId);
}

/**
 * The views are read again from REST. From `version`, the server's current one, when the answer gave it:
 * everything committed after it reaches the socket, so nothing is lost between it and the reload.
 */
function refetch(workspaceId: string, version?: number): void {
  forgetCursor(workspaceId);
  if (version !== undefined) caughtUpTo(workspaceId, version);
  reloadViews();
}
