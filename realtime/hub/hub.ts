import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { SOCKET_LIMITS, SOCKET_PATH } from "../../api/contract/realtime.js";
import { makeLogger, type AttachedPart, type AttachmentHost, type ServerAttachment } from "../../api/server.js";
import { endSocketsOfEndedSessions } from "./access/endedSessions.js";
import { endSocketsOfEndedTokens } from "./access/endedTokens.js";
import { recheckLocalSockets } from "./access/recheckScopes.js";
import { fanout } from "./fanout/fanout.js";
import { handshake } from "./handshake.js";
import type { HubContext } from "./hubContext.js";
import type { AccessRecheck, HubServer } from "./hubTypes.js";
import { allLocalSockets } from "./localSockets.js";
import { handlePresence } from "./presence/presenceHandlers.js";
import { useRedisAdapter } from "./redisAdapter.js";
import { handleScopes } from "./scopes/scopeHandlers.js";
import { slimSocket } from "./slimSocket.js";
import { throttle } from "./throttle.js";

/**
 * The realtime hub (issue 12, ARCHITECTURE.md "Wire protocols"): Socket.IO at /socket.io on the one HTTP
 * server. It authenticates each socket at the handshake, lets it into the rooms the policies allow, and
 * emits every committed domain event to the rooms of its family (./fanout/registry.ts).
 */
export const realtimeHub: ServerAttachment = { name: "realtime hub", attach: startHub };

const hubs = new WeakMap<HttpServer, HubServer>();

/** The hub on a server's HTTP server, for tests and benchmarks that look at its sockets from inside. */
export function hubOf(http: HttpServer): HubServer | undefined {
  return hubs.get(http);
}

async function startHub({ http, services }: AttachmentHost): Promise<AttachedPart> {
  const log = makeLogger(services.config.logLevel);
  const io: HubServer = new Server(http, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_LIMITS.maxPayloadBytes,
    // Compression costs each socket its own zlib state, the largest part of an idle socket's memory;
    // events are small JSON.
    perMessageDeflate: false,
    httpCompression: false,
    cleanupEmptyChildNamespaces: true,
    // No connectionStateRecovery: a reconnecting socket subscribes again and is checked again.
  });
  const closeRedis = await useRedisAdapter(io, services.config, log);
  hubs.set(http, io);

  let closing = false;
  let accessChanges = 0;
  const pending = new Set<Promise<void>>();
  const background = (work: Promise<void>, what: string) => {
    const tracked = work.catch((error: unknown) => log(`${what} failed`, error)).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const hub: HubContext = { services, io, log, closing: () => closing, accessChanges: () => accessChanges, background };
  const recheckHere = (recheck: AccessRecheck) => {
    accessChanges += 1;
    return recheckLocalSockets(services.db, io, recheck);
  };
  // Waits for the other processes too (each answers once its sockets are done, or the Redis adapter's
  // request timeout passes), so that the fan-out's next event cannot reach a socket there that the
  // change has just taken out.
  const recheckEverywhere = async (recheck: AccessRecheck) => {
    const elsewhere = closeRedis
      ? io.serverSideEmitWithAck("access.recheck", recheck).then(
          () => undefined,
          (error: unknown) => log("an access recheck was not answered by every other process", error),
        )
      : undefined;
    await Promise.all([recheckHere(recheck), elsewhere]);
  };
  io.on("access.recheck", (recheck, done) => background(recheckHere(recheck).finally(() => done(true)), "an access recheck asked by another process"));

  io.use(handshake(services, log));
  io.on("connection", (socket) => {
    slimSocket(socket);
    throttle(socket);
    handleScopes(hub, socket);
    handlePresence(hub, socket);
  });
  const emitter = fanout(io, { db: services.db, recheck: recheckEverywhere }, log);
  const stopFanout = services.events.subscribe(emitter.listener);
  const stopSessionChecks = endSocketsOfEndedSessions(services, io, log);
  const stopTokenChecks = endSocketsOfEndedTokens(services, io, log);

  return {
    async close() {
      closing = true;
      stopFanout();
      stopSessionChecks();
      stopTokenChecks();
      await emitter.drained();
      await Promise.all(pending);
      // Closed without io.close(), which would also close the HTTP server the API still owns. A client
      // sees its transport close and reconnects (to another process, behind a balancer).
      for (const socket of allLocalSockets(io)) socket.conn.close();
      io.engine.close();
      await io.of("/").adapter.close();
      await closeRedis?.();
    },
  };
}
