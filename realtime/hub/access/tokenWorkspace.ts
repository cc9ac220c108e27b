import type { HubSocket } from "../hubTypes.js";

/** A socket of an API token hears its token's workspace alone; a browser's, every workspace its person may. */
export function mayHearWorkspace(socket: HubSocket, workspaceId: string): boolean {
  return socket.data.apiToken === null || socket.data.apiToken.workspaceId === workspaceId;
}
