import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config.js";
import { createServer, type CairnServer, type ServerAttachment } from "../../api/server.js";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.js";

/**
 * The seam the hub and the document server plug into: an attachment gets the one HTTP server and the
 * services, handles its own websocket upgrades beside the REST API, and is closed before the server.
 */
let database: TestDatabase;
let server: CairnServer;
let port: number;
let dataDir: string;
const closed: string[] = [];

/** A stand-in part that answers upgrades on its own path, as Socket.IO and Hocuspocus will on theirs. */
function upgradeProbe(name: string, path: string): ServerAttachment {
  return {
    name,
    attach({ http, services }) {
      http.on("upgrade", (request, socket) => {
        if (request.url !== path) return;
        socket.end(`HTTP/1.1 101 Switching Protocols\r\nX-Attachment: ${name}\r\nX-Has-Bus: ${typeof services.events.subscribe}\r\n\r\n`);
      });
      return { close: async () => void closed.push(name) };
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "cairn-attach-"));
  database = await createTestDatabase();
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SECRET_KEY: "test-secret-key-that-is-long-enough-0123456789", LOG_LEVEL: "error" });
  server = await createServer(config, { database, attachments: [upgradeProbe("hub", "/socket.io/?probe"), upgradeProbe("live", "/live")] });
  port = await server.listen();
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function upgrade(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(2000, () => socket.destroy());
  });
}

describe("server attachments", () => {
  it("share the HTTP server: each answers upgrades on its own path, with the services at hand", async () => {
    const hub = await upgrade("/socket.io/?probe");
    expect(hub).toMatch(/^HTTP\/1\.1 101/);
    expect(hub).toContain("X-Attachment: hub");
    expect(hub).toContain("X-Has-Bus: function");
    expect(await upgrade("/live")).toContain("X-Attachment: live");
  });

  it("leave the REST API as it was", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/instances/`);
    expect(res.status).toBe(200);
  });

  it("are closed with the server, the last attached first", async () => {
    await server.close();
    expect(closed).toEqual(["live", "hub"]);
  });
});
