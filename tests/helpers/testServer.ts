import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../api/config.js";
import { createServer, type CairnServer } from "../../api/server.js";
import type { Db } from "../../db/connection.js";
import { createTestDatabase } from "./databases.js";

export interface TestServer {
  baseUrl: string;
  server: CairnServer;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Serve the built web app too (browser tests). */
  webRoot?: string;
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
    ...options.env,
  });
  const database = await createTestDatabase();
  const server = await createServer(config, { database, webRoot: options.webRoot });
  const port = await server.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  server.services.config.webUrl = baseUrl;
  return {
    baseUrl,
    server,
    db: database.db,
    config,
    async close() {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
