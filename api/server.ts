import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type Koa from "koa";
import { listenForChanges } from "../db/changeFeed.js";
import { openDb, dbTargetFor, type Db, type DbTarget } from "../db/connection.js";
import { SessionCache } from "./auth/sessionCache.js";
import { EventBus } from "./events/bus.js";
import { migrateLatest } from "../db/migrate.js";
import { createApp } from "./app.js";
import type { Config } from "./config.js";
import type { AppContextExtras, AppState, Services } from "./context.js";
import { startHousekeeping } from "./housekeeping.js";
import { startUploadSweep } from "./assets/sweepOrphanUploads.js";
import { createMailer } from "./mail/mailer.js";

export interface CairnServer {
  app: Koa<AppState, AppContextExtras>;
  http: Server;
  services: Services;
  /** Resolves with the bound port (PORT may be 0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** An already open database and where it lives (tests pass one); otherwise DATABASE_URL or the embedded database. */
  database?: { db: Db; target: DbTarget };
  webRoot?: string;
}

export function makeLogger(level: Config["logLevel"]) {
  return (message: string, error?: unknown): void => {
    if (level === "silent") return;
    console.error(`[cairn] ${message}`, error ?? "");
  };
}

/** One HTTP server for the whole product; the realtime hub and /live attach to `http` as they arrive. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<CairnServer> {
  const target = options.database?.target ?? dbTargetFor(config.databaseUrl, config.dataDir);
  const db = options.database?.db ?? openDb(target);
  await migrateLatest(db);
  const log = makeLogger(config.logLevel);
  const sessionCache = new SessionCache();
  const authChanges = await listenForChanges(db, target, "auth_changed", (userId) => sessionCache.forgetUser(userId), () => sessionCache.clear());
  sessionCache.attach(authChanges);
  const services: Services = { config, db, mailer: createMailer(log), sessionCache, events: new EventBus(log) };
  const app = createApp(services, { webRoot: options.webRoot, log });
  const stopHousekeeping = startHousekeeping(db, log);
  const stopUploadSweep = startUploadSweep(db, config.dataDir, log);
  const http = createHttpServer(app.callback());
  // Keep-alive longer than typical proxies' idle timeout, so they never reuse a socket we just closed.
  http.keepAliveTimeout = 65_000;

  return {
    app,
    http,
    services,
    listen: () =>
      new Promise((resolve, reject) => {
        http.once("error", reject);
        http.listen(config.port, config.host, () => resolve((http.address() as AddressInfo).port));
      }),
    async close() {
      stopHousekeeping();
      await stopUploadSweep();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      services.mailer.close();
      await authChanges.close();
      if (!options.database) await db.destroy();
    },
  };
}
