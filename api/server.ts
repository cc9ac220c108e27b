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
import { createWebhookWorker } from "./webhooks/deliveryWorker.js";

export interface CairnServer {
  app: Koa<AppState, AppContextExtras>;
  http: Server;
  services: Services;
  /** Resolves with the bound port (PORT may be 0 in tests). */
  listen(): Promise<number>;
  close(): Promise<void>;
}

/** What an attachment is given: the one HTTP server (for its upgrade and request listeners) and the services. */
export interface AttachmentHost {
  http: Server;
  services: Services;
}

/**
 * A part that shares the HTTP server without api/ knowing it: the realtime hub at /socket.io and the document
 * server at /live. The composition root (realtime/cairnServer.ts) lists them, so api/ never imports realtime/.
 */
export interface ServerAttachment {
  name: string;
  attach(host: AttachmentHost): Promise<AttachedPart> | AttachedPart;
}

export interface AttachedPart {
  /** Stops taking new work and closes its connections; called before the HTTP server closes. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** An already open database and where it lives (tests pass one); otherwise DATABASE_URL or the embedded database. */
  database?: { db: Db; target: DbTarget };
  webRoot?: string;
  attachments?: readonly ServerAttachment[];
}

export function makeLogger(level: Config["logLevel"]) {
  return (message: string, error?: unknown): void => {
    if (level === "silent") return;
    console.error(`[cairn] ${message}`, error ?? "");
  };
}

/** One HTTP server for the whole product; the attachments (the realtime hub, /live) share it. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<CairnServer> {
  const target = options.database?.target ?? dbTargetFor(config.databaseUrl, config.dataDir);
  const db = options.database?.db ?? openDb(target);
  await migrateLatest(db);
  const log = makeLogger(config.logLevel);
  const sessionCache = new SessionCache();
  const webhookWorker = config.webhookWorker ? createWebhookWorker(db, config, log) : null;
  // One listening connection for every channel. A gap in webhook_queued is a reason to look again.
  const changes = await listenForChanges(db, target, {
    auth_changed: { onPayload: (userId) => sessionCache.forgetUser(userId), onGap: () => sessionCache.clear() },
    ...(webhookWorker ? { webhook_queued: { onPayload: webhookWorker.wake, onGap: webhookWorker.wake } } : {}),
  });
  sessionCache.attach(changes);
  // Once listening, so nothing queued from here on goes unheard: what a stopped server left queued goes now.
  webhookWorker?.wake();
  const services: Services = { config, db, mailer: createMailer(log), sessionCache, events: new EventBus(log) };
  const app = createApp(services, { webRoot: options.webRoot, log });
  const stopHousekeeping = startHousekeeping(db, log);
  const stopUploadSweep = startUploadSweep(db, config.dataDir, log);
  const http = createHttpServer(app.callback());
  // Keep-alive longer than typical proxies' idle timeout, so they never reuse a socket we just closed.
  http.keepAliveTimeout = 65_000;
  const attached: AttachedPart[] = [];
  for (const attachment of options.attachments ?? []) attached.push(await attachment.attach({ http, services }));

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
      for (const part of [...attached].reverse()) await part.close();
      stopHousekeeping();
      await stopUploadSweep();
      await webhookWorker?.stop();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      // Listeners finish hearing what was published before the database they may read goes away.
      await services.events.drained();
      services.mailer.close();
      await changes.close();
      if (!options.database) await db.destroy();
    },
  };
}
