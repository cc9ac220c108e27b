import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../../api/app.js";
import { isPublicApiPath } from "../../../api/auth/apiKey.js";
import { v1RouteSpecs } from "../../../api/routes/v1/route.js";
import { ApiToken } from "../../../db/models/ApiToken.js";
import { V1_DESCRIPTION_PATHS } from "../../../api/routes/v1/docs.js";
import { readV1Page, v1Page, v1PageOf, V1ParseError } from "../../../api/v1/pagination.js";
import { v1Expand, v1Expanded, v1ListParam, v1PickFields } from "../../../api/v1/queryOptions.js";
import { buildApiToken } from "../../helpers/apiTokens.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { INVALID_KEY, NOT_FOUND, NOT_PROVIDED, pick, v1Caller, v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
});
afterAll(() => t.close());


describe("v1 pagination (Plane's OffsetPaginator)", () => {
  it("reads per_page and cursor as Plane does, defaulting to the first page of 1000", () => {
    expect(readV1Page({})).toEqual({ perPage: 1000, page: 0, offset: 0 });
    expect(readV1Page({ per_page: "20", cursor: "20:3:0" })).toEqual({ perPage: 20, page: 3, offset: 60 });
    // The cursor's own per_page does not move the offset: the request's per_page does.
    expect(readV1Page({ per_page: "10", cursor: "50:2:1" })).toEqual({ perPage: 10, page: 2, offset: 20 });
    expect(readV1Page({ per_page: "1000", cursor: "1.5:0:0" })).toEqual({ perPage: 1000, page: 0, offset: 0 });
  });

  it("refuses a malformed per_page or cursor with Plane's ParseError wording", () => {
    const refusal = (query: Record<string, string>) => {
      try {
        readV1Page(query);
      } catch (error) {
        return error instanceof V1ParseError ? [error.status, error.message] : error;
      }
      return "accepted";
    };
    expect(refusal({ per_page: "1001" })).toEqual([400, "Invalid per_page value. Cannot exceed 1000."]);
    for (const perPage of ["ten", "0", "-5", "2.5", ""]) expect(refusal({ per_page: perPage })).toEqual([400, "Invalid per_page parameter."]);
    for (const cursor of ["abc", "10:1", "10:1:0:0", "10:x:0", "x:1:0", "10:1.5:0", ""]) expect(refusal({ cursor })).toEqual([400, "Invalid cursor parameter."]);
    expect(refusal({ cursor: "10:-1:1" })).toEqual([400, "Error in parsing"]);
  });

  it("builds the envelope with cursors a client passes back unchanged", () => {
    const page = v1PageOf(readV1Page({ per_page: "2", cursor: "2:1:0" }), ["a", "b", "c", "d", "e"]);
    expect(page).toEqual({
      grouped_by: null,
      sub_grouped_by: null,
      total_count: 5,
      next_cursor: "2:2:0",
      prev_cursor: "2:0:1",
      next_page_results: true,
      prev_page_results: true,
      count: 2,
      total_pages: 3,
      total_results: 5,
      extra_stats: null,
      results: ["c", "d"],
    });
    const last = v1Page(readV1Page({ per_page: "2", cursor: page.next_cursor }), ["e"], 5);
    expect(last).toMatchObject({ results: ["e"], count: 1, next_page_results: false, prev_page_results: true, next_cursor: "2:3:0" });
    expect(v1PageOf(readV1Page({}), [])).toMatchObject({ total_pages: 0, count: 0, next_page_results: false, prev_page_results: false, prev_cursor: "1000:-1:1" });
  });

  it("reads expand and fields as comma lists, keeping only known fields", () => {
    expect(v1ListParam("state, labels,,")).toEqual(["state", "labels"]);
    expect(v1ListParam(["a", "b,c"])).toEqual(["a", "b", "c"]);
    expect([...v1Expand({ expand: "project" })]).toEqual(["project"]);
    expect(v1PickFields({ id: "1", name: "x", color: "#fff" }, ["name", "nope"])).toEqual({ name: "x" });
    expect(v1PickFields({ id: "1" }, [])).toEqual({ id: "1" });
    const shape = { id: "1", project: "p", state: "s" };
    const expanders = { project: () => ({ id: "p", name: "P" }) };
    expect(v1Expanded(shape, new Set(["project", "state", "nope"]), expanders)).toEqual({ id: "1", project: { id: "p", name: "P" }, state: "s" });
    expect(v1Expanded(shape, new Set(), expanders)).toBe(shape);
  });
});

describe("v1 route declarations", () => {
  it("declares every /api/v1/ route through v1Route(), so the API description can be generated from its schemas", () => {
    const served = routeTable()
      .filter((route) => isPublicApiPath(route.path) && !V1_DESCRIPTION_PATHS.includes(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !v1RouteSpecs.has(route))).toEqual([]);
    for (const spec of v1RouteSpecs.values()) expect(spec.summary.length, `${spec.method} ${spec.path}`).toBeGreaterThan(0);
  });
});

describe("v1 authentication and error bodies", () => {
  it("answers 401 in DRF's words: no key, an unknown key, a revoked key, an expired key", async () => {
    const me = "/api/v1/users/me/";
    expect(await pick(v1Caller(t.baseUrl, null).get(me))).toEqual([401, NOT_PROVIDED]);
    expect(await pick(v1Caller(t.baseUrl, "cairn_api_not-a-real-key").get(me))).toEqual([401, INVALID_KEY]);
    const revoked = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id);
    expect((await v1Caller(t.baseUrl, revoked.secret).get(me)).status).toBe(200);
    await ApiToken.query(t.db).patchAndFetchById(revoked.token.id, { is_active: false });
    expect(await pick(v1Caller(t.baseUrl, revoked.secret).get(me))).toEqual([401, INVALID_KEY]);
    const expired = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { expired_at: new Date(Date.now() - 1000) });
    expect(await pick(v1Caller(t.baseUrl, expired.secret).get(me))).toEqual([401, INVALID_KEY]);
  });

  it("answers a malformed or non-object body 400 in Plane's shape, never 500", async () => {
    const path = `/api/v1/workspaces/${cast.workspace.slug}/projects/`;
    const raw = (body: string) =>
      fetch(new URL(path, t.baseUrl), { method: "POST", headers: { "x-api-key": cast.keys.admin, "content-type": "application/json" }, body }).then(async (res) => [res.status, await res.json()]);
    const [status, body] = await raw("{not json");
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String) });
    expect(await raw("[1, 2]")).toEqual([400, { non_field_errors: [expect.any(String)] }]);
    expect(await raw("null")).toEqual([400, expect.any(Object)]);
  });

  it("answers a path v1 does not have with Plane's not-found body", async () => {
    expect(await pick(cast.as.member.get("/api/v1/no-such-thing/"))).toEqual([404, NOT_FOUND]);
  });
});
