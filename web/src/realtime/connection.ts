import { proxy } from "valtio";
import { io } from "socket.io-client";
import type { AnyEventEnvelope } from "../../../api/contract/events";
import { REALTIME_PROTOCOL_VERSION, SOCKET_PATH } from "../../../api/contract/realtime";
import { loadSession } from "../stores/session";
import { forgetPresence, presenceUpdated, rejoinPresence } from "./presence";
import { catchUpAll, isDomainEvent, receive } from "./receive";
import { reloadViews } from "./reloadViews";
import { followScopes, forgetScopes, scopeRevoked, syncScopes } from "./scopes";
import { setSocket, type CairnSocket } from "./socketHolder";

export type ConnectionStatus = "connecting" | "live" | "reconnecting" | "offline";

/** What the shell's indicator shows. */
export const connection = proxy<{ status: ConnectionStatus }>({ status: "connecting" });

/**
 * After a refusal at the handshake, or a disconnect by the server, Socket.IO stops trying: the session is
 * checked (sign-out closes the socket for good) and the socket tried again after this long.
 */
const RETRY_AFTER_REFUSAL_MS = 5000;

/**
 * The signed-in person's one socket: same origin, the session cookie, websocket only. Answers a function
 * that closes it (on sign-out).
 */
export function openConnection(): () => void {
  const socket: CairnSocket = io({
    path: SOCKET_PATH,
    transports: ["websocket"],
    withCredentials: true,
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  setSocket(socket);
  connection.status = "connecting";
  let connectedBefore = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const retryLater = () => {
    // Offline, the browser's "online" event reconnects instead.
    if (closed || !navigator.onLine) return;
    void loadSession();
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
  };
  // A workspace's version comes with its scope's grant (scopes.ts).
  const stopScopes = followScopes();

  socket.on("connect", () => {
    connection.status = "live";
    rejoinPresence();
    const reconnected = connectedBefore;
    connectedBefore = true;
    // Scopes first: a change made between the catch-up's answer and the join would be heard by neither.
    void syncScopes().then(() => reconnected && catchUpAll());
  });
  socket.on("disconnect", (reason) => {
    forgetScopes();
    forgetPresence();
    connection.status = navigator.onLine ? "reconnecting" : "offline";
    if (reason === "io server disconnect") retryLater();
  });
  socket.on("connect_error", () => {
    connection.status = navigator.onLine ? "reconnecting" : "offline";
    if (!socket.active) retryLater();
  });
  socket.on("session.ended", () => void loadSession());
  // Access lost: the screens are read again, so they show what REST now allows instead of what was held.
  socket.on("scope.revoked", (scope) => {
    scopeRevoked(scope);
    reloadViews();
  });
  socket.on("presence.updated", presenceUpdated);
  socket.onAny((name: string, event: unknown) => {
    if (isDomainEvent(name)) receive({ ...(event as AnyEventEnvelope), name } as AnyEventEnvelope);
  });

  // The browser knows first when the network goes: the socket would only notice at its next ping.
  const offline = () => {
    connection.status = "offline";
    socket.disconnect();
  };
  const online = () => {
    connection.status = "reconnecting";
    socket.connect();
  };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);

  return () => {
    closed = true;
    clearTimeout(retry);
    window.removeEventListener("offline", offline);
    window.removeEventListener("online", online);
    stopScopes();
    socket.disconnect();
    forgetScopes();
    forgetPresence();
    setSocket(null);
  };
}
