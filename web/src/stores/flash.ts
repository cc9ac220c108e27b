import { showToast, type ToastInput } from "./toasts";

/**
 * A toast that survives a full page load: for the moments the app must reload (the session just ended
 * and every store has to start clean) but still owes the person a word about what happened.
 */
const KEY = "cairn:flash";

export function flashAfterReload(toast: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Without storage the message is lost, not the action.
  }
}

/** Called once at start-up. */
export function showFlash(): void {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (!saved) return;
    sessionStorage.removeItem(KEY);
    showToast(JSON.parse(saved) as ToastInput);
  } catch {
    // A malformed entry is dropped.
  }
}
