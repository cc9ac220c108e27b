import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../api/config.js";
import type { CairnServer } from "../../api/server.js";
import { createCairnServer } from "../../realtime/cairnServer.js";
import type { Db, DbTarget } from "../../db/connection.js";
import { createTestDatabase } from "./databases.js";
import { setUpInstance } from "./factories.js";
import { startTestSmtp, type TestSmtp } from "./smtp.js";
import { allowPrivateWebhookTargets } from "./webhooks.js";

/**
 * Test servers lift the per-token API rate limit (as high as the setting goes) unless a test sets one: a
 * script's test makes more than Plane's 60 calls a minute with one token; the limit's own test sets its own.
 */
const LIFTED_API_RATE = "1000000";

export interface TestServer {
  baseUrl: string;
  server: CairnServer;
  db: Db;
  /** Where the database lives, for a second server on the same one (tests of several processes). */
  target: DbTarget;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Serve the built web app too (browser tests). */
  webRoot?: string;
  /** Mark the instance set up with an admin, as the first god-mode visit does; otherwise it is a fresh install. */
  setUp?: boolean;
  /** Turn on god mode's "Allow private network targets", so webhooks may deliver to a receiver on 127.0.0.1. */
  privateWebhookTargets?: boolean;
}

export interface MailTestServer extends TestServer {
  /** The mail server the test server sends through: read what it sent with `smtp.nextMailTo`. */
  smtp: TestSmtp;
}

/** The real server on a random loopback port with a database of its own. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-test-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SECRET_KEY: "test-secret-key-that-is-long-enough-0123456789",
    // Tests give each client its own address through X-Forwarded-For, so rate limits stay per test.
    TRUST_PROXY: "1",
    LOG_LEVEL: "error",
    API_RATE_LIMIT_PER_MINUTE: LIFTED_API_RATE,
    ...options.env,
  });
  const database = await createTestDatabase();
  const server = await createCairnServer(config, { database, webRoot: options.webRoot });
  const port = await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  server.services.config.webUrl = baseUrl;
  const started: TestServer = {
    baseUrl,
    server,
    db: database.db,
    target: database.target,
    config,
    async close() {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.setUp) await closeOnFailure(started, () => setUpInstance(database.db));
  if (options.privateWebhookTargets) await closeOnFailure(started, () => allowPrivateWebhookTargets(database.db, config.secretKey));
  return started;
}

/** The test server with a test SMTP server of its own as its mail server (SMTP_URL); close() stops both. */
export async function startMailTestServer(options: Omit<TestServerOptions, "env"> = {}): Promise<MailTestServer> {
  const smtp = await startTestSmtp();
  const t = await closeOnFailure(smtp, () => startTestServer({ ...options, env: { SMTP_URL: smtp.url } }));
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** Runs the next start-up step; if it fails, closes what already started so the run is not left with it. */
async function closeOnFailure<T>(started: { close(): Promise<void> }, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await started.close();
    throw error;
  }
}

export interface SiblingServer {
  server: CairnServer;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A second server process on the test server's database, as a second `npm start` behind a balancer (with
 * REDIS_URL in `env`) or the same server started again after a restart: same secret key, so one
 * session signs in on both.
 */
export async function startSiblingServer(t: TestServer, env: Record<string, string> = {}): Promise<SiblingServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-test-sibling-"));
  const config = loadConfig({ API_RATE_LIMIT_PER_MINUTE: LIFTED_API_RATE, ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SECRET_KEY: t.config.secretKey, TRUST_PROXY: "1", LOG_LEVEL: "error" });
  const server = await createCairnServer(config, { database: { db: t.db, target: t.target } });
  const baseUrl = `http://127.0.0.1:${await server.listen()}`;
  server.services.config.webUrl = baseUrl;
  return {
    server,
    baseUrl,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
