import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../api/app.js";
import { isPublicApiPath } from "../../api/auth/apiKey.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { buildApiToken } from "../helpers/apiTokens.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { EVENT_NAMES, type Audience, type EventEntity, type EventName } from "../../api/contract/events.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, uniqueSlug } from "../helpers/workspaces.js";
import { CALLERS, type Caller, type Fixture, type MatrixRow } from "./tenantWall/matrix.js";
import { MATRIX_ROWS, matrixCast, matrixFixture, type MatrixCast } from "./tenantWall/matrixCast.js";
import { V1_MATRIX_ROWS } from "./tenantWall/v1Rows.js";

/**
 * The tenant wall, as an authorization matrix: every route the app serves under /api/workspaces/ has one
 * row here saying what each kind of caller hears. A route without a row fails the run, so a new route
 * cannot ship without someone deciding who may call it.
 */

/**
 * The public API v1 rows ride along in token mode: v1 ignores cookies, so each caller there calls with an API
 * token of the fixture's workspace (the non-member with one of a workspace of their own, the anonymous caller
 * with no key). They stay out of MATRIX_ROWS, whose writes the socket event matrix replays with cookies.
 */
const MATRIX = [...MATRIX_ROWS, ...V1_MATRIX_ROWS];

/** Routes outside the tenant wall, each prefix excluded on purpose. */
const OUTSIDE_THE_WALL = ["/auth/", "/api/instances", "/api/users/me", "/api/users/api-tokens", "/api/v1/users/me", "/api/v1/openapi.json", "/api/v1/docs", "/api/v1/assets/", "/api/workspace-slug-check/"];

/** v1 answers every not-found alike, as Plane does: nothing tells a foreign workspace from a missing one. */
const V1_NOT_FOUND = { error: "The requested resource does not exist." };

const normalise = (path: string) => path.replace(/\/$/, "");
const key = (method: string, path: string) => `${method} ${normalise(path)}`;

let t: TestServer;
let cast: MatrixCast;
let people: MatrixCast["people"];
/** The non-member's API token, for a workspace of their own: the token mode's stranger. */
let strangerKey: string;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await matrixCast(t.db, t.baseUrl);
  people = cast.people;
  strangerKey = (await buildApiToken(t.db, (await buildWorkspace(t.db, people.nonMember.user)).id, people.nonMember.user.id)).secret;
});
afterAll(() => t.close());

const fixture = () => matrixFixture(t.db, cast);

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the matrix row for ${template} gives no value for :${name}`);
    return encodeURIComponent(value);
  });
}

function clientFor(caller: Caller): TestClient {
  return caller === "anonymous" ? new TestClient(t.baseUrl) : people[caller].client;
}

/** Token mode (v1 rows): the caller's key for the fixture's workspace, made as the call needs it. */
async function keyFor(caller: Caller, f: Fixture): Promise<Record<string, string>> {
  if (caller === "anonymous") return {};
  if (caller === "nonMember") return { "x-api-key": strangerKey };
  return { "x-api-key": (await buildApiToken(t.db, f.workspace.id, f.users[caller].id)).secret };
}

async function call(row: MatrixRow, caller: Caller, f: Fixture, params: Record<string, string>) {
  const path = fill(row.path, { slug: f.workspace.slug, ...params }) + (row.query ? `?${row.query}` : "");
  if (isPublicApiPath(row.path)) {
    const headers = await keyFor(caller, f);
    const body = row.body?.(f, params);
    return new TestClient(t.baseUrl).request(row.method, path, {
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const client = clientFor(caller);
  return row.method === "GET" ? client.get(path) : client.send(row.method, path, row.body?.(f, params));
}

/** Every row of every table that holds workspace rows, for one workspace: what "nothing changed" compares. */
async function snapshot(workspaceId: string): Promise<Record<string, unknown[]>> {
  const tables = await t.db("information_schema.columns")
    .where({ table_schema: "public", column_name: "workspace_id" })
    .pluck("table_name");
  const result: Record<string, unknown[]> = { workspaces: await t.db("workspaces").where("id", workspaceId) };
  // Sorted in memory, not by "id": join tables such as issue_assignees have no id column.
  for (const table of (tables as string[]).sort()) {
    const rows: unknown[] = await t.db(table).where("workspace_id", workspaceId);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/** Who may hear each family of events; the command picks one of these (api/events/envelope.ts). */
const AUDIENCE_KINDS: Record<EventEntity, readonly Audience["kind"][]> = {
  workspace: ["workspace", "users"], // a new workspace has only its creator in it
  workspace_member: ["workspace"],
  workspace_invitation: ["users"], // the admins only: invitee addresses are not for guests
  user: ["users"],
  project: ["project"],
  project_member: ["project"],
  state: ["project"],
  label: ["project"],
  work_item: ["project", "users"], // a draft is its creator's alone
  work_item_user_properties: ["users"],
  work_item_comment: ["project", "users"],
  work_item_comment_reaction: ["project", "users"],
  work_item_reaction: ["project", "users"],
  work_item_link: ["project", "users"],
  work_item_relation: ["project", "users"],
  work_item_subscription: ["users"],
  work_item_attachment: ["project", "users"],
  notification: ["users"], // a notification is its receiver's alone
  notification_counts: ["users"],
  page: ["project", "users"], // a private page is its owner's alone, a favorite the favoriter's
  api_token: ["users"], // its owner and the workspace's admins
  webhook: ["users"], // the workspace's admins
};

/** Every event name some matrix call published: the catalogue must not name events nothing sends. */
const published = new Set<EventName>();

function expectAudience(event: DomainEvent, row: MatrixRow, f: Fixture, params: Record<string, string>, callerId: string): void {
  const family = event.name.slice(0, event.name.indexOf(".")) as EventEntity;
  const audience = event.audience;
  expect(AUDIENCE_KINDS[family], `${event.name} addressed to ${audience.kind}`).toContain(audience.kind);
  if (audience.kind !== "users" || row.path.includes(":slug")) expect(audience.workspace_id).toBe(f.workspace.id);
  // A page moved to another project is announced there too.
  if (audience.kind === "project" && params.projectId) expect([params.projectId, params.newProjectId]).toContain(audience.project_id);
  // A draft is never announced to its project: only its creator, the caller here, hears of it.
  // (Converting a draft makes it a work item of the project: that announcement is the project's.)
  if (row.path.includes("draft-issues") && !row.path.includes("draft-to-issue")) expect(audience).toMatchObject({ kind: "users", user_ids: [callerId] });
}

describe("every workspace route has a row in the matrix", () => {
  it("covers each route the app serves under /api/workspaces/, and excludes the rest by name", () => {
    const routes = routeTable();
    const rows = new Set(MATRIX.map((row) => key(row.method, row.path)));
    const uncovered = routes
      .filter((route) => !OUTSIDE_THE_WALL.some((prefix) => route.path.startsWith(prefix)))
      .map((route) => key(route.method, route.path))
      .filter((route) => !rows.has(route));
    expect(uncovered, "routes without a row in MATRIX (tests/api/tenantWall/*Rows.ts)").toEqual([]);
    const served = new Set(routes.map((route) => key(route.method, route.path)));
    expect([...rows].filter((row) => !served.has(row)), "rows for routes the app no longer serves").toEqual([]);
    expect(rows.size, "one row per route").toBe(MATRIX.length);
  });

  it("names the events of every write row, so a write that announces nothing fails the run", () => {
    const silent = MATRIX.filter((row) => row.method !== "GET" && !row.emits?.length && !row.silentBecause).map((row) => key(row.method, row.path));
    expect(silent, "write rows without `emits` (tests/api/tenantWall/*Rows.ts)").toEqual([]);
  });
});

describe.each(MATRIX)("$method $path", (row) => {
  it.each(CALLERS)("answers %s as the matrix says", async (caller) => {
    const f = await fixture();
    const params = (await row.ids?.(f)) ?? {};
    const events = recordEvents(t.server.services.events);
    const res = await call(row, caller, f, params).finally(() => events.stop());
    expect(res.status, JSON.stringify(res.body)).toBe(row.expected[caller]);
    if (res.status >= 400) expect(events.seen.map((event) => event.name), "a refused call announces nothing").toEqual([]);
    else if (row.emits) {
      expect([...new Set(events.seen.map((event) => event.name))].sort(), "the events this write publishes").toEqual(expect.arrayContaining([...row.emits].sort()));
      // Events stay inside the wall too: each belongs to this workspace (or to no workspace: a person's own).
      // (A route outside any workspace, creating one, announces the new workspace: there is no wall to keep.)
      if (row.path.includes(":slug")) for (const event of events.seen) expect([f.workspace.id, null]).toContain(event.workspace_id);
      for (const event of events.seen) {
        published.add(event.name);
        expectAudience(event, row, f, params, people[caller as Exclude<Caller, "anonymous">].user.id);
      }
    }
    // Strangers learn nothing past the wall; a member may hear that a project or item is not there.
    if (caller === "nonMember" && row.expected[caller] === 404) expect(res.body).toEqual(isPublicApiPath(row.path) ? V1_NOT_FOUND : { error: "Workspace not found", code: "not_found" });
  });

  // Routes inside the wall only: the join route answers strangers on its own terms.
  if (row.path.includes(":slug") && row.expected.nonMember === 404) {
    it("answers an unknown slug exactly as it answers a stranger", async () => {
      const f = await fixture();
      const params = (await row.ids?.(f)) ?? {};
      const stranger = await call(row, "nonMember", f, params);
      const unknown = await call(row, "admin", { ...f, workspace: { ...f.workspace, slug: uniqueSlug("nowhere") } as Workspace }, params);
      expect(unknown.status).toBe(stranger.status);
      expect(unknown.body).toEqual(stranger.body);
    });
  }

  if (row.ids) {
    const ids = row.ids;
    it("treats an id of another workspace as unknown (404) and changes nothing there", async () => {
      const mine = await fixture();
      const theirs = await fixture();
      const foreignIds = await ids(theirs);
      const before = await snapshot(theirs.workspace.id);
      const res = await call(row, "admin", mine, foreignIds);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(await snapshot(theirs.workspace.id)).toEqual(before);

      const made = await call(row, "admin", mine, Object.fromEntries(Object.keys(foreignIds).map((name) => [name, randomUUID()])));
      expect(made.status).toBe(404);
      expect(made.body).toEqual(res.body);
    });
  }
});

describe("the event catalogue", () => {
  /** Events no matrix call can publish, and the test file that checks each one instead. */
  const CHECKED_ELSEWHERE: Partial<Record<EventName, string>> = {
    "user.updated": "users.test.ts: /api/users/me/ is outside the wall",
    "workspace_member.created": "workspaceInvitations.test.ts: accepting happens outside the wall",
    "work_item_attachment.created": "attachments.test.ts: the confirmation needs an uploaded file",
    "notification.deleted": "notifications.test.ts: the deleted item needs notifications, which no fixture holds",
  };

  it("names only events that some route publishes", () => {
    const unheard = EVENT_NAMES.filter((name) => !published.has(name) && !CHECKED_ELSEWHERE[name]);
    expect(unheard, "catalogue names no matrix call published").toEqual([]);
  });
});
