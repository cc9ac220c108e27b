import { useSyncExternalStore } from "react";
import { snapshot, subscribe } from "valtio";
import { workItemList } from "../../../stores/workItemList";

const subscribeToList = (onChange: () => void) => subscribe(workItemList, onChange);
const readList = () => snapshot(workItemList);

/**
 * The list store as a plain snapshot rather than useSnapshot's tracking proxy, for reading the loaded ids:
 * through the proxy every id read was recorded, time in proportion to the 10,000 ids of a big project on
 * each render (the store holds the ids by reference, so a snapshot does not copy them). Renders on any
 * change of the list.
 */
export function useListSnapshot() {
  return useSyncExternalStore(subscribeToList, readList);
}
