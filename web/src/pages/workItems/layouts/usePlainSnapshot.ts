import { useCallback, useSyncExternalStore } from "react";
import { snapshot, subscribe, type Snapshot } from "valtio";

/**
 * A store's plain snapshot, re-rendering on any change in it. useSnapshot's tracking proxy records every
 * read so as to re-render only for those; a board reads thousands (each card's key for its column's
 * virtualiser), and the recording then costs more than the renders it saves.
 */
export function usePlainSnapshot<T extends object>(store: T): Snapshot<T> {
  const onChange = useCallback((notify: () => void) => subscribe(store, notify), [store]);
  return useSyncExternalStore(onChange, () => snapshot(store));
}
