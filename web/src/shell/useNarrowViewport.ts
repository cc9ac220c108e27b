import { useSyncExternalStore } from "react";
import { isNarrowViewport, NARROW_VIEWPORT_QUERY } from "../stores/layout";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_VIEWPORT_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the window is phone-narrow, followed as it is resized or rotated. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrowViewport);
}
