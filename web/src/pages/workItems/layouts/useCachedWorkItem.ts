import { useMemo, useSyncExternalStore } from "react";
import { subscribe } from "valtio";
import { workItemCache, type HeldWorkItem } from "../../../stores/workItemCache";

const subscribeToCache = (onChange: () => void) => subscribe(workItemCache.byId, onChange);

/**
 * One work item of the cache, for a row or a card: it renders again when that item is replaced (the cache
 * never changes an item in place). A layout that took a snapshot of the whole cache instead paid for every
 * loaded item (10,000 in a big project) on each change, a page arriving included, which made long tasks
 * while scrolling to the end.
 */
export function useCachedWorkItem(id: string): HeldWorkItem | undefined {
  return useSyncExternalStore(subscribeToCache, () => workItemCache.byId[id]);
}

/**
 * Reads the items of `ids` (joined by newlines) from the cache, answering the same array while each of them
 * is the same record, as useSyncExternalStore asks of a store's reader.
 */
function itemsReader(key: string): () => HeldWorkItem[] {
  let previous: HeldWorkItem[] = [];
  return () => {
    const items = key.split("\n").flatMap((id) => workItemCache.byId[id] ?? []);
    if (items.length !== previous.length || items.some((item, index) => item !== previous[index])) previous = items;
    return previous;
  };
}

/**
 * Several work items of the cache (a selection, the items a picker or the delete question is about), those
 * held in the cache, in the order asked; the same array until one of them changes. A snapshot of the whole
 * cache instead copied every loaded item's entry (10,000 in a big project) on each change, and the bulk bar,
 * the picker and the delete question are there all along, so each page arriving while scrolling paid for it.
 */
export function useCachedWorkItems(ids: readonly string[]): HeldWorkItem[] {
  const key = ids.join("\n");
  const read = useMemo(() => itemsReader(key), [key]);
  return useSyncExternalStore(subscribeToCache, read);
}
