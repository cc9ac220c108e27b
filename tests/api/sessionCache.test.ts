import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpClient } from "../helpers/factories.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import type { TestClient } from "../helpers/client.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

/** Polls well inside the cache TTL (5 s): only an eviction by the change feed can make these pass. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

async function meWarm(client: TestClient) {
  const first = await client.get("/api/users/me/");
  expect(first.status).toBe(200);
  expect((await client.get("/api/users/me/")).status).toBe(200);
  return first.body;
}

describe("the session cache follows every change to users and sessions", () => {
  it("serves an update made through the API at once", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    await meWarm(client);
    expect((await client.send("PATCH", "/api/users/me/", { first_name: "Ada" })).status).toBe(200);
    expect((await client.get("/api/users/me/")).body.first_name).toBe("Ada");
  });

  it("drops a session deleted behind its back (as another node signing out would)", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    const me = await meWarm(client);
    await t.db("sessions").where("user_id", me.id).delete();
    expect(await within(1000, async () => (await client.get("/api/users/me/")).status === 401)).toBe(true);
  });

  it("shows a user row changed directly in the database", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    const me = await meWarm(client);
    await t.db("users").where("id", me.id).update({ display_name: "renamed-elsewhere" });
    expect(await within(1000, async () => (await client.get("/api/users/me/")).body.display_name === "renamed-elsewhere")).toBe(true);
  });

  it("refuses a deactivated user at once", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    const me = await meWarm(client);
    await t.db("users").where("id", me.id).update({ is_active: false });
    expect(await within(1000, async () => (await client.get("/api/users/me/")).status === 401)).toBe(true);
  });
});
