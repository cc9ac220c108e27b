import { HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { LIVE_PATH } from "../../../api/contract/documents";
import { EDITOR_VERSION, EDITOR_VERSION_PARAMETER } from "../../../editor/version";

let socket: HocuspocusProviderWebsocket | null = null;

/**
 * The tab's one websocket to the document server: every open document (a description, later pages) is a
 * provider attached to it, so a detail page and a peek share one connection. The session cookie goes with
 * the upgrade (same origin); the editor version lets the server refuse a tab built for another schema.
 */
export function liveSocket(): HocuspocusProviderWebsocket {
  if (socket) return socket;
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const created = new HocuspocusProviderWebsocket({
    url: `${scheme}//${window.location.host}${LIVE_PATH}?${EDITOR_VERSION_PARAMETER}=${EDITOR_VERSION}`,
    // As the Socket.IO hub's client: retries back off to at most 5 s, so a restarted server is found soon.
    maxDelay: 5000,
  });
  // The browser knows first when the network goes; the socket would only notice at its next ping, and
  // would keep retrying while there is no network. Edits made meanwhile stay in each document's Yjs state.
  window.addEventListener("offline", () => created.disconnect());
  window.addEventListener("online", () => void created.connect());
  socket = created;
  return created;
}
