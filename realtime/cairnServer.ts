import type { Config } from "../api/config.js";
import { createServer, type CairnServer, type ServerAttachment, type ServerOptions } from "../api/server.js";
import { documentServer } from "./documents/documentServer.js";
import { realtimeHub } from "./hub/hub.js";

/**
 * What shares the one HTTP server with the REST API. The realtime hub (/socket.io) and the document server
 * (/live) join this list as they are built; nothing is listed before it exists.
 */
const ATTACHMENTS: readonly ServerAttachment[] = [realtimeHub, documentServer];

/**
 * The composition root: the whole Cairn server, REST API and attachments. `npm start`, `npm run dev`, the
 * test servers and the benchmarks all start it here, so each of them gets every part.
 */
export function createCairnServer(config: Config, options: Omit<ServerOptions, "attachments"> = {}): Promise<CairnServer> {
  return createServer(config, { ...options, attachments: ATTACHMENTS });
}
