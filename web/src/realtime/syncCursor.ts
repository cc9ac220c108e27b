/**
 * How far this tab has applied each workspace's changes. Versions grow by one per change across the whole
 * workspace (api/contract/events.ts), but a tab hears only what its scopes carry, so a jump is not proof of
 * a loss, only a reason to ask the sync endpoint what lies between. Live events are applied as they come
 * (a colleague's drag must show at once); the catch-up fills in what was skipped and never applies one twice.
 */
interface Cursor {
  /** Everything up to here is applied or known not to concern this tab; null until the first event sets it. */
  last: number | null;
  /** Versions above `last` applied live, ahead of a catch-up. */
  ahead: Set<number>;
}

const cursors = new Map<string, Cursor>();

export type Admission = "duplicate" | "next" | "gap";

function cursorOf(workspaceId: string): Cursor {
  let cursor = cursors.get(workspaceId);
  if (!cursor) cursors.set(workspaceId, (cursor = { last: null, ahead: new Set() }));
  return cursor;
}

/** Whether an event is new, and whether it follows on from what was applied or leaves a gap before it. */
export function admit(workspaceId: string | null, version: number): Admission {
  // Events outside any workspace (one's own account) carry version 0 and no order to keep.
  if (!workspaceId || version <= 0) return "next";
  const cursor = cursorOf(workspaceId);
  if (cursor.last === null) {
    cursor.last = version;
    return "next";
  }
  if (version <= cursor.last || cursor.ahead.has(version)) return "duplicate";
  if (version === cursor.last + 1) {
    cursor.last = version;
    while (cursor.ahead.delete(cursor.last + 1)) cursor.last += 1;
    return "next";
  }
  cursor.ahead.add(version);
  return "gap";
}

/** Where a catch-up starts: null when this tab never learnt the workspace's version, so only a reload is sure. */
export function lastVersion(workspaceId: string): number | null {
  return cursors.get(workspaceId)?.last ?? null;
}

/** Whether a catch-up should apply an event (a live copy may have come first). */
export function isApplied(workspaceId: string, version: number): boolean {
  const cursor = cursorOf(workspaceId);
  return cursor.last !== null && (version <= cursor.last || cursor.ahead.has(version));
}

/** A catch-up (or a reload) accounted for everything up to `version`. */
export function caughtUpTo(workspaceId: string, version: number): void {
  const cursor = cursorOf(workspaceId);
  cursor.last = Math.max(cursor.last ?? 0, version);
  for (const ahead of cursor.ahead) if (ahead <= cursor.last) cursor.ahead.delete(ahead);
  while (cursor.ahead.delete(cursor.last + 1)) cursor.last += 1;
}

/** Whether versions were applied past a gap that no catch-up has filled yet. */
export function hasGap(workspaceId: string): boolean {
  return (cursors.get(workspaceId)?.ahead.size ?? 0) > 0;
}

/** The workspaces this tab has heard from, for the catch-up after a reconnect. */
export function knownWorkspaces(): string[] {
  return [...cursors.keys()];
}

/** After a reload from REST the views hold the present; the next event sets the cursor again. */
export function forgetCursor(workspaceId: string): void {
  cursors.delete(workspaceId);
}
