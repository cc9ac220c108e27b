import { proxy, ref } from "valtio";
import type { WorkItem } from "../http/types";
import { projectPath } from "./projectPath";

/** A work item as the cache holds it: a record that is replaced whole on every change, never changed in place. */
export type HeldWorkItem = Readonly<WorkItem>;

/**
 * Every work item held, one copy each, so an edit on the detail page or in a peek shows in every layout.
 * The map is watched (valtio) but its items are not: each is a plain record (`ref`), so a change replaces
 * the entry (putWorkItem, amendWorkItem) and a reader re-renders when its item is a new object. A proxy
 * per item, and one per list in it, made 10,000 loaded items weigh three times as much in memory, and the
 * garbage collector's pauses with them fell in the frames of a fast scroll.
 */
export const workItemCache = proxy<{ byId: Record<string, HeldWorkItem> }>({ byId: {} });

/** Puts the server's copy of a work item wherever it is shown. */
export function putWorkItem(item: WorkItem | HeldWorkItem): void {
  // A copy is held: `ref` marks the object it is given as never to be watched, and the caller's object may
  // go on into a store that is (a sub-issue list, the drafts).
  workItemCache.byId[item.id] = ref({ ...item });
}

/**
 * Changes some fields of a held item (a new record in its place); answers it, or undefined when it is not
 * held. No fields change nothing: the record stays, and nothing that shows it renders again.
 */
export function amendWorkItem(id: string, fields: Partial<WorkItem> | Record<string, unknown>): HeldWorkItem | undefined {
  const held = workItemCache.byId[id];
  if (!held || Object.keys(fields).length === 0) return held;
  const amended = ref({ ...held, ...fields } as HeldWorkItem);
  workItemCache.byId[id] = amended;
  return amended;
}

export const issuesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/issues`;
/** One work item's address, without the trailing slash so sub-resources can follow. */
export const itemPath = (slug: string, projectId: string, id: string) => `${issuesPath(slug, projectId)}/${encodeURIComponent(id)}`;

export const TEMPORARY_PREFIX = "temp-";

/** Quick add shows a row before the server has answered; it has no key or link yet. */
export function isTemporary(id: string): boolean {
  return id.startsWith(TEMPORARY_PREFIX);
}
