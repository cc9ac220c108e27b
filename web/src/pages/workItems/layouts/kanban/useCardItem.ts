import { useCallback, useSyncExternalStore } from "react";
import { snapshot, subscribe, type Snapshot } from "valtio";
import type { WorkItem } from "../../../../http/types";
import { workItemCache } from "../../../../stores/workItemCache";

/**
 * One card's work item, re-rendering that card alone when the item changes or is replaced. A board with
 * thousands of items loaded never takes a snapshot of the whole cache (valtio copies every entry for
 * one), which made each loaded page cost more the further a column had scrolled.
 */
export function useCardItem(id: string): Snapshot<WorkItem> | undefined {
  // Any change in the cache calls back; the card re-renders only if its own snapshot is a new one.
  const onChange = useCallback((notify: () => void) => subscribe(workItemCache.byId, notify), []);
  return useSyncExternalStore(onChange, () => {
    const item = workItemCache.byId[id];
    return item ? snapshot(item) : undefined;
  });
}
