import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../api/app.js";
import { CONFIG_VARIABLES, loadConfig } from "../../api/config.js";
import { sanitizeDescription } from "../../api/workItems/sanitizeDescription.js";
import { createCairnServer } from "../../realtime/cairnServer.js";
import { buildCastProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { workspaceCast } from "../helpers/workspaces.js";

describe("HTTP methods no route has", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("answer 405 with the path's methods in Allow on every route, never 501", async () => {
    const methodsByPath = new Map<string, Set<string>>();
    for (const { method, path } of routeTable()) methodsByPath.set(path, (methodsByPath.get(path) ?? new Set()).add(method));
    for (const [path, methods] of methodsByPath) {
      const concrete = path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
      for (const method of ["PROPFIND", "PURGE", "MKCOL"]) {
        const response = await fetch(`${t.baseUrl}${concrete}`, { method });
        const allowed = new Set(response.headers.get("allow")?.split(", "));
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 405 });
        for (const known of methods) expect(allowed, `${method} ${path}`).toContain(known);
      }
    }
  });

  it("answer 405 in the JSON error shape, as every other error", async () => {
    const response = await fetch(`${t.baseUrl}/api/users/me/`, { method: "PURGE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "This path does not take that method.", code: "method_not_allowed" });
  });

  it("leave paths that no route has at 404", async () => {
    expect((await fetch(`${t.baseUrl}/api/no-such-thing/`, { method: "PROPFIND" })).status).toBe(404);
  });
});

describe("links in descriptions", () => {
  const NEW_TAB_REL = "noopener noreferrer nofollow";

  it("opened in a new tab get rel noopener noreferrer nofollow, whatever rel was sent", () => {
    expect(sanitizeDescription('<p><a href="https://example.com" target="_blank">x</a></p>').html).toBe(
      `<p><a href="https://example.com" rel="${NEW_TAB_REL}" target="_blank">x</a></p>`,
    );
    expect(sanitizeDescription('<p><a href="https://example.com" target="_blank" rel="opener">x</a></p>').html).toBe(
      `<p><a href="https://example.com" rel="${NEW_TAB_REL}" target="_blank">x</a></p>`,
    );
  });

  it("keep no target but _blank, since a named window gets a handle on this page too", () => {
    expect(sanitizeDescription('<p><a href="https://example.com" target="other">x</a></p>').html).toBe('<p><a href="https://example.com">x</a></p>');
    expect(sanitizeDescription('<p><a href="https://example.com">x</a></p>').html).toBe('<p><a href="https://example.com">x</a></p>');
  });

  it("are stored that way through the API", async () => {
    const t = await startTestServer({ setUp: true });
    try {
      const cast = await workspaceCast(t.db, t.baseUrl);
      const project = await buildCastProject(t.db, cast);
      const res = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/`, {
        name: "Linked",
        description_html: '<p><a href="https://example.com" target="_blank">x</a></p>',
      });
      expect(res.status).toBe(201);
      expect(res.body.description_html).toContain(`rel="${NEW_TAB_REL}"`);
    } finally {
      await t.close();
    }
  });
});

describe("an empty environment variable", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A value for every variable, so that each one's emptiness has something to differ from. */
  const EVERY_VARIABLE: Record<string, string> = {
    PORT: "4100",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "postgres://cairn@db.example:5432/cairn",
    SMTP_URL: "smtp://mail.example:25",
    EMAIL_FROM: "Cairn <cairn@example.com>",
    WEB_URL: "https://cairn.example",
    SECRET_KEY: "a-secret-key-that-is-long-enough-0123456789",
    TRUST_PROXY: "1",
    LOG_LEVEL: "error",
    SERVE_SOURCE_MAPS: "1",
    REDIS_URL: "redis://redis.example:6379",
    REDIS_KEY_PREFIX: "cairn-test",
    SESSION_SWEEP_SECONDS: "5",
    API_RATE_LIMIT_PER_MINUTE: "120",
    WEBHOOK_RETRY_BASE_MS: "500",
    WEBHOOK_POLL_MS: "200",
    WEBHOOK_WORKER: "0",
  };

  it("is read as unset, for every variable", () => {
    expect(Object.keys(EVERY_VARIABLE).sort()).toEqual([...CONFIG_VARIABLES].sort());
    for (const name of CONFIG_VARIABLES) {
      const { [name]: _given, ...unset } = EVERY_VARIABLE;
      expect(loadConfig({ ...EVERY_VARIABLE, [name]: "" }), name).toEqual(loadConfig(unset));
    }
    expect(loadConfig({ ...EVERY_VARIABLE, DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("DATABASE_URL= starts the real server on the embedded database", async () => {
    const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", SECRET_KEY: "", LOG_LEVEL: "error" });
    const server = await createCairnServer(config);
    try {
      const port = await server.listen();
      expect((await fetch(`http://127.0.0.1:${port}/api/instances/`)).status).toBe(200);
      expect(existsSync(join(dataDir, "pglite"))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
