import { subscribeKey } from "valtio/utils";
import { session } from "../stores/session";
import { openConnection } from "./connection";

/**
 * The live web app (issue 12): one socket while someone is signed in, its events patching the stores.
 * The rest of the app reaches this folder through this file only.
 */
export { ConnectionIndicator } from "./ConnectionIndicator";
export { PresenceAvatars } from "./PresenceAvatars";

/** Opens the socket on sign-in and closes it on sign-out, for as long as the page lives. */
export function startRealtime(): void {
  let close: (() => void) | null = null;
  const follow = () => {
    const signedIn = session.status === "authenticated";
    if (signedIn && !close) close = openConnection();
    if (!signedIn && close) {
      close();
      close = null;
    }
  };
  subscribeKey(session, "status", follow);
  follow();
}
