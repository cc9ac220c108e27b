/**
 * How far this tab has applied each workspace's changes. Versions grow by one per change across the whole
 * workspace (api/contract/events.ts), but a tab hears only what its scopes carry, so a jump is not proof of
 * a loss, only a reason to ask the sync endpoint what lies between. Live events are applied as they come
 * (a colleague's drag must show at once); the catch-up fills in what was skipped and never applies one twice.
 */
interface Cursor {
  /** Everything up to here is applied or known not to concern this tab; null until an event or the server sets it. */
  last: number | null;
  /** The versions applied lately, live or caught up, in the order applied: what makes a second copy a duplicate. */
  applied: Set<number>;
}

/** Far more than one gap spans; the oldest are forgotten beyond it. */
const MAX_REMEMBERED = 2000;

const cursors = new Map<string, Cursor>();

export type Admission = "duplicate" | "next" | "gap";

function cursorOf(workspaceId: string): Cursor {
  let cursor = cursors.get(workspaceId);
  if (!cursor) cursors.set(workspaceId, (cursor = { last: null, applied: new Set() }));
  return cursor;
}

function remember(cursor: Cursor, version: number): void {
  cursor.applied.add(version);
  if (cursor.applied.size > MAX_REMEMBERED) cursor.applied.delete(cursor.applied.values().next().value as number);
}

/** Moves `last` over the versions applied right after it. */
function advance(cursor: Cursor): void {
  if (cursor.last === null) return;
  while (cursor.applied.has(cursor.last + 1)) cursor.last += 1;
}

/** Whether an event is new, and whether it follows on from what was applied or leaves a gap before it. */
export function admit(workspaceId: string | null, version: number): Admission {
  // Events outside any workspace (one's own account) carry version 0 and no order to keep.
  if (!workspaceId || version <= 0) return "next";
  const cursor = cursorOf(workspaceId);
  if (cursor.applied.has(version)) return "duplicate";
  remember(cursor, version);
  // The first event starts the cursor; one at or below `last` arrived after the server's version moved past it.
  if (cursor.last === null) cursor.last = version;
  if (version <= cursor.last) return "next";
  if (version > cursor.last + 1) return "gap";
  advance(cursor);
  return "next";
}

/** Where a catch-up starts: null when this tab never learnt the workspace's version, so only a reload is sure. */
export function lastVersion(workspaceId: string): number | null {
  return cursors.get(workspaceId)?.last ?? null;
}

/** Whether a catch-up should skip an event (its live copy came first). */
export function isApplied(workspaceId: string, version: number): boolean {
  return cursorOf(workspaceId).applied.has(version);
}

/** A catch-up applied this event. */
export function markApplied(workspaceId: string, version: number): void {
  remember(cursorOf(workspaceId), version);
}

/** A catch-up (or the server's current version) accounted for everything up to `version`. */
export function caughtUpTo(workspaceId: string, version: number): void {
  const cursor = cursorOf(workspaceId);
  cursor.last = Math.max(cursor.last ?? 0, version);
  advance(cursor);
}

/** Whether versions were applied past a gap that no catch-up has filled yet. */
export function hasGap(workspaceId: string): boolean {
  const cursor = cursors.get(workspaceId);
  const last = cursor?.last ?? null;
  return last !== null && [...(cursor?.applied ?? [])].some((version) => version > last);
}

/** The workspaces this tab has heard from, for the catch-up after a reconnect. */
export function knownWorkspaces(): string[] {
  return [...cursors.keys()];
}

/** Before a reload from REST: the cursor starts again from the server's version or the next event. */
export function forgetCursor(workspaceId: string): void {
  cursors.delete(workspaceId);
}
