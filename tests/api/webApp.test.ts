import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), "cairn-web-"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>app shell</title>");
  t = await startTestServer({ webRoot });
});
afterAll(() => t.close());

it("answers app routes, including a malformed %-escape, with the app shell rather than a 500", async () => {
  for (const path of ["/some/app/route", "/%E0%A4%A", "/%"]) {
    const response = await fetch(`${t.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("app shell");
  }
});

it("never serves a file from outside the built app", async () => {
  const response = await fetch(`${t.baseUrl}/..%2f..%2fpackage.json`);
  expect(await response.text()).toContain("app shell");
});
