import type { Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../../../api/contract/realtime";

export type CairnSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The tab's one socket while someone is signed in; the scope and presence modules send through it. */
let current: CairnSocket | null = null;

export function setSocket(socket: CairnSocket | null): void {
  current = socket;
}

/** The socket when it is connected, so that nothing is queued up to be sent after a reconnect it cannot know about. */
export function connectedSocket(): CairnSocket | null {
  return current?.connected ? current : null;
}
