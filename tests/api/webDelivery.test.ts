import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES } from "../../api/compression.js";
import { precompressWebApp } from "../../api/webPrecompress.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { postUpload } from "../helpers/attachments.js";
import { chromiumPath, webRoot as builtWebRoot } from "../helpers/browser.js";
import type { TestClient } from "../helpers/client.js";
import { buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { createWorkItem } from "../helpers/workItemExtras.js";
import { buildWorkspace, signedInUser, type SignedInUser } from "../helpers/workspaces.js";

/** What Chromium sends: gzip listed first, at the same weight as br. */
const BROWSER = "gzip, deflate, br, zstd";

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A GET over node:http, which (unlike fetch) hands back the body exactly as the server encoded it. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  expect(encoding, "an encoding the test knows").toBeUndefined();
  return response.body;
}

const cookieOf = (client: TestClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A stand-in for the built web app: the shell, a hashed chunk and its map, compressed as the build does. */
function buildWebRoot(): { root: string; chunk: Buffer } {
  const root = mkdtempSync(join(tmpdir(), "cairn-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), `<!doctype html><title>app shell</title><script type="module" src="/assets/main-AbC123.js"></script>${"<!-- padding -->".repeat(100)}`);
  const chunk = Buffer.from(Array.from({ length: 400 }, (_, n) => `export const value${n} = "item ${n}";`).join("\n"));
  writeFileSync(join(root, "assets", "main-AbC123.js"), chunk);
  writeFileSync(join(root, "assets", "main-AbC123.js.map"), JSON.stringify({ version: 3, sources: ["main.ts"], mappings: "" }));
  writeFileSync(join(root, "assets", "tiny-Xy9.css"), "a{color:red}");
  return { root, chunk };
}

let t: TestServer;
let withMaps: TestServer;
let root: string;
let chunk: Buffer;
let owner: SignedInUser;
let workspace: Workspace;
let project: Project;

beforeAll(async () => {
  ({ root, chunk } = buildWebRoot());
  await precompressWebApp(root);
  t = await startTestServer({ webRoot: root, setUp: true });
  withMaps = await startTestServer({ webRoot: root, env: { SERVE_SOURCE_MAPS: "1" } });
  owner = await signedInUser(t.db, t.baseUrl);
  workspace = await buildWorkspace(t.db, owner.user);
  project = await buildProject(t.db, workspace, owner.user);
  for (let n = 1; n <= 12; n++) await createWorkItem(t.db, project, owner.user, `Work item number ${n} with a name long enough to fill a row`);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await withMaps?.close();
});

describe("the build's compressed copies", () => {
  it("are written beside each text file worth compressing, and decode to it", () => {
    for (const [suffix, decode] of [[".br", brotliDecompressSync], [".gz", gunzipSync]] as const) {
      expect(decode(readFileSync(join(root, "assets", `main-AbC123.js${suffix}`)))).toEqual(chunk);
      expect(existsSync(join(root, "index.html" + suffix))).toBe(true);
      // Too small to gain anything, and source maps are not served by default.
      expect(existsSync(join(root, "assets", `tiny-Xy9.css${suffix}`))).toBe(false);
      expect(existsSync(join(root, "assets", `main-AbC123.js.map${suffix}`))).toBe(false);
    }
  });

  // globalSetup builds dist/web when browser tests can run.
  const built = !!chromiumPath && existsSync(join(builtWebRoot, "index.html"));
  const builtAssets = join(builtWebRoot, "assets");

  it.skipIf(!built)("exist for every script and stylesheet of the real build over the threshold", () => {
    const files = readdirSync(builtAssets).filter((name) => /\.(js|css)$/.test(name) && statSync(join(builtAssets, name)).size >= COMPRESS_MIN_BYTES);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(existsSync(join(builtAssets, `${name}.br`)) && existsSync(join(builtAssets, `${name}.gz`)), name).toBe(true);
  });

  it.skipIf(!built)("come from React's production build, even when the tests built it (vitest sets NODE_ENV=test)", () => {
    const scripts = readdirSync(builtAssets).filter((name) => name.endsWith(".js"));
    // A message only React's development build carries.
    for (const name of scripts) expect(readFileSync(join(builtAssets, name), "utf8").includes("Invalid hook call"), name).toBe(false);
  });
});

describe("the web app's files", () => {
  it("come as brotli when the browser accepts it, gzip when only that, plain otherwise, all decoding to the same bytes", async () => {
    const path = "/assets/main-AbC123.js";
    const br = await rawGet(t.baseUrl, path, { "accept-encoding": BROWSER });
    const gzip = await rawGet(t.baseUrl, path, { "accept-encoding": "gzip" });
    const plain = await rawGet(t.baseUrl, path, { "accept-encoding": "identity" });
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    for (const response of [br, gzip, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(decoded(response)).toEqual(chunk);
    }
    expect(br.body.length).toBeLessThan(chunk.length / 4);
  });

  it("caches hashed assets for a year as immutable, and has the shell revalidated on every visit", async () => {
    expect((await rawGet(t.baseUrl, "/assets/main-AbC123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/index.html", "/my-team/projects/"]) {
      const shell = await rawGet(t.baseUrl, path, { "accept-encoding": BROWSER });
      expect(shell.status).toBe(200);
      expect(shell.headers["cache-control"]).toBe("no-cache");
      expect(shell.headers["content-encoding"]).toBe("br");
      expect(decoded(shell).toString()).toContain("app shell");
    }
  });

  it("answers a missing hashed file with 404, not the app shell a browser would run as script", async () => {
    const missing = await rawGet(t.baseUrl, "/assets/main-OldHash.js");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain("app shell");
  });

  it("keeps source maps private unless SERVE_SOURCE_MAPS=1", async () => {
    const hidden = await rawGet(t.baseUrl, "/assets/main-AbC123.js.map");
    expect(hidden.status).toBe(404);
    expect(hidden.body.toString()).not.toContain("mappings");
    expect((await rawGet(t.baseUrl, "/assets/no-such-file.js.map")).status).toBe(404);
    const shown = await rawGet(withMaps.baseUrl, "/assets/main-AbC123.js.map");
    expect(shown.status).toBe(200);
    expect(JSON.parse(shown.body.toString())).toMatchObject({ version: 3, sources: ["main.ts"] });
  });
});

describe("API answers", () => {
  const list = () => `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`;

  it("compress JSON above the threshold, brotli first, decoding to the same document", async () => {
    const cookie = cookieOf(owner.client);
    const br = await rawGet(t.baseUrl, list(), { cookie, "accept-encoding": BROWSER });
    const gzip = await rawGet(t.baseUrl, list(), { cookie, "accept-encoding": "gzip" });
    const plain = await rawGet(t.baseUrl, list(), { cookie });
    expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    // Sent uncompressed, the document is still JSON with its length, as Koa would have sent it.
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const document = JSON.parse(plain.body.toString()) as { results: { name: string }[] };
    expect(document.results).toHaveLength(12);
    for (const response of [br, gzip]) {
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(response).toString())).toEqual(document);
    }
  });

  it("leave a small answer as it is, still marked as varying by encoding", async () => {
    const small = await rawGet(t.baseUrl, "/api/users/me/", { cookie: cookieOf(owner.client), "accept-encoding": BROWSER });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(small.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(small.headers["content-length"])).toBe(small.body.length);
    expect(JSON.parse(small.body.toString())).toMatchObject({ id: owner.user.id });
  });

  it("send an attachment's bytes as stored, never recompressed, even when they are text", async () => {
    const issue = await createWorkItem(t.db, project, owner.user);
    const text = Buffer.from(`{"note": "${"compressible text ".repeat(500)}"}`);
    const attachments = `/api/assets/v2/workspaces/${workspace.slug}/projects/${project.id}/issues/${issue.id}/attachments/`;
    const announced = await owner.client.send("POST", attachments, { name: "notes.json", type: "application/json", size: text.length });
    expect(announced.status).toBe(200);
    expect((await postUpload(owner.client, announced.body.upload_data, new Uint8Array(text), "notes.json")).status).toBe(204);
    expect((await owner.client.send("PATCH", `${attachments}${announced.body.asset_id}/`)).status).toBe(204);

    const download = await rawGet(t.baseUrl, announced.body.asset_url, { cookie: cookieOf(owner.client), "accept-encoding": BROWSER });
    expect(download.status).toBe(200);
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''notes.json");
    expect(download.body).toEqual(text);
  });
});
