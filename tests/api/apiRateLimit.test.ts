import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApiToken } from "../helpers/apiTokens.js";
import { TestClient, type TestResponse } from "../helpers/client.js";
import { startSiblingServer, startTestServer, type SiblingServer, type TestServer } from "../helpers/testServer.js";
import { workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

/** Low, so that a test reaches it in a few requests. */
const LIMIT = 5;
const env = { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) };

let t: TestServer;
let sibling: SiblingServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true, env });
  sibling = await startSiblingServer(t, env);
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(async () => {
  await sibling.close();
  await t.close();
});

const me = (baseUrl: string, secret: string) => new TestClient(baseUrl).get("/api/v1/users/me/", { "x-api-key": secret });
const newSecret = async () => (await buildApiToken(t.db, cast.workspace.id, cast.member.user.id)).secret;
const remaining = (res: TestResponse) => res.headers.get("x-ratelimit-remaining");

describe("rate limits of /api/v1/ per API token", () => {
  it("counts down X-RateLimit-Remaining on each response and answers 429 with Retry-After past the limit", async () => {
    const secret = await newSecret();
    const before = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= LIMIT; i++) {
      const res = await me(t.baseUrl, secret);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(cast.member.user.id);
      expect(res.headers.get("x-ratelimit-limit")).toBe(String(LIMIT));
      expect(remaining(res)).toBe(String(LIMIT - i));
      const reset = Number(res.headers.get("x-ratelimit-reset"));
      expect(reset).toBeGreaterThanOrEqual(before + 59);
      expect(reset).toBeLessThanOrEqual(before + 62);
    }
    const refused = await me(t.baseUrl, secret);
    expect(refused.status).toBe(429);
    expect(remaining(refused)).toBe("0");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      detail: `Request was throttled. Expected available in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
      error: refused.body.detail,
      code: "throttled",
    });
    // Still refused, however often it asks within the minute.
    expect((await me(t.baseUrl, secret)).status).toBe(429);
  });

  it("shares one count between two server processes on the same database", async () => {
    const secret = await newSecret();
    const seen: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await me(i % 2 === 0 ? t.baseUrl : sibling.baseUrl, secret);
      expect(res.status).toBe(200);
      seen.push(remaining(res) ?? "");
    }
    expect(seen).toEqual(["4", "3", "2", "1", "0"]);
    expect((await me(sibling.baseUrl, secret)).status).toBe(429);
    expect((await me(t.baseUrl, secret)).status).toBe(429);
  });

  it("counts requests arriving at once exactly, none lost between them", async () => {
    const secret = await newSecret();
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => me(i % 2 === 0 ? t.baseUrl : sibling.baseUrl, secret)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 200).map(remaining).sort()).toEqual(["0", "1", "2", "3", "4"]);
  });

  it("leaves another token of the same person its own count", async () => {
    const spent = await newSecret();
    for (let i = 0; i <= LIMIT; i++) await me(t.baseUrl, spent);
    expect((await me(t.baseUrl, spent)).status).toBe(429);
    const fresh = await me(t.baseUrl, await newSecret());
    expect(fresh.status).toBe(200);
    expect(remaining(fresh)).toBe(String(LIMIT - 1));
  });

  it("starts a new window a minute after the first request", async () => {
    const { token, secret } = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    for (let i = 0; i <= LIMIT; i++) await me(t.baseUrl, secret);
    expect((await me(t.baseUrl, secret)).status).toBe(429);
    // As if the minute had passed: the window began 61 seconds ago.
    await t.db("api_token_rate_windows").where("token_id", token.id).update({ window_start: t.db.raw("now() - interval '61 seconds'") });
    const again = await me(t.baseUrl, secret);
    expect(again.status).toBe(200);
    expect(remaining(again)).toBe(String(LIMIT - 1));
  });

  it("does not count or limit an unknown key, which gets 401 without rate headers", async () => {
    const res = await me(t.baseUrl, "cairn_api_not-a-real-token-at-all-0000000000000000");
    expect(res.status).toBe(401);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });

  it("does not limit the app API used with a session cookie", async () => {
    for (let i = 0; i <= LIMIT + 2; i++) {
      const res = await cast.member.client.get("/api/users/me/");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    }
  });
});

describe("API_RATE_LIMIT_PER_MINUTE", () => {
  it("is checked at start-up", async () => {
    const { loadConfig } = await import("../../api/config.js");
    expect(loadConfig({ DATA_DIR: t.config.dataDir, SECRET_KEY: t.config.secretKey }).apiRateLimitPerMinute).toBe(60);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, SECRET_KEY: t.config.secretKey, API_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, SECRET_KEY: t.config.secretKey, API_RATE_LIMIT_PER_MINUTE: "lots" })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
  });
});
