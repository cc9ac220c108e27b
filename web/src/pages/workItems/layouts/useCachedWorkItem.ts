import { useCallback, useSyncExternalStore } from "react";
import { snapshot, subscribe, type Snapshot } from "valtio";
import type { WorkItem } from "../../../http/types";
import { workItemCache } from "../../../stores/workItemCache";

const subscribeToCache = (onChange: () => void) => subscribe(workItemCache.byId, onChange);

/**
 * One work item of the cache, for a row: it renders again when that item changes. A layout that took a
 * snapshot of the whole cache instead paid for every loaded item (10,000 in a big project) on each change,
 * a page arriving included, which made long tasks while scrolling to the end.
 */
export function useCachedWorkItem(id: string): Snapshot<WorkItem> | undefined {
  const read = useCallback(() => {
    const item = workItemCache.byId[id];
    return item ? snapshot(item) : undefined;
  }, [id]);
  return useSyncExternalStore(subscribeToCache, read);
}
