import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../api/app.js";
import { ROLE } from "../../api/contract/roles.js";
import { sha256 } from "../../api/auth/tokens.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import type { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient } from "../helpers/client.js";
import { uniqueEmail } from "../helpers/factories.js";
import { buildProject, uniqueIdentifier } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser, uniqueSlug, type SignedInUser } from "../helpers/workspaces.js";

/**
 * The tenant wall, as an authorization matrix: every route the app serves under /api/workspaces/ has one
 * row here saying what each kind of caller hears. A route without a row fails the run, so a new route
 * cannot ship without someone deciding who may call it.
 */

type Caller = "admin" | "member" | "guest" | "nonMember" | "anonymous";
const CALLERS: Caller[] = ["anonymous", "nonMember", "guest", "member", "admin"];

/** A workspace of its own for one case: the three role holders plus a spare member to act on. */
interface Fixture {
  workspace: Workspace;
  /** A Member who is none of the callers: the target of member routes. */
  target: WorkspaceMember;
}

interface MatrixRow {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The path template exactly as the router registered it (trailing slash aside). */
  path: string;
  body?: (f: Fixture) => unknown;
  /** A query string appended to the path, without the "?". */
  query?: string;
  /**
   * Values for the path's id parameters, made in (or taken from) the fixture's workspace. The foreign-id
   * check calls it on another workspace's fixture. :slug is always the fixture's own slug.
   */
  ids?: (f: Fixture) => Promise<Record<string, string>>;
  expected: Record<Caller, number>;
}

const memberTarget = async (f: Fixture) => ({ memberId: f.target.id });

/** An open invitation of the fixture's workspace, addressed to nobody among the callers. */
async function openInvitation(f: Fixture): Promise<Record<string, string>> {
  const invitation = await WorkspaceInvitation.query(t.db).insertAndFetch({
    workspace_id: f.workspace.id,
    email: uniqueEmail("invitee"),
    role: ROLE.MEMBER,
    token_hash: sha256(randomUUID()),
    invited_by_id: f.workspace.owner_id,
  });
  return { id: invitation.id };
}

/** A public project of the fixture's workspace, created by its admin. */
async function publicProject(f: Fixture): Promise<Record<string, string>> {
  return { projectId: (await buildProject(t.db, f.workspace, people.admin.user)).id };
}

/** One array, one row per route: add yours here. */
const MATRIX: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/workspaces/",
    body: () => ({ name: "Matrix", slug: uniqueSlug("matrix"), organization_size: "2-10" }),
    expected: { anonymous: 401, nonMember: 201, guest: 201, member: 201, admin: 201 },
  },
  { method: "GET", path: "/api/workspaces/:slug/", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/",
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  { method: "DELETE", path: "/api/workspaces/:slug/", expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 } },
  { method: "GET", path: "/api/workspaces/:slug/members/", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
  {
    method: "GET",
    path: "/api/workspaces/:slug/workspace-members/me/",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/members/:memberId/",
    ids: memberTarget,
    body: () => ({ role: ROLE.GUEST }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/members/:memberId/",
    ids: memberTarget,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/members/leave/",
    // The admin is the workspace's only admin, who may not leave it.
    expected: { anonymous: 401, nonMember: 404, guest: 204, member: 204, admin: 400 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/invitations",
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/invitations",
    body: () => ({ emails: [{ email: uniqueEmail("invitee"), role: ROLE.GUEST }] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 201 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/invitations/:id/",
    ids: openInvitation,
    body: () => ({ role: ROLE.GUEST }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/invitations/:id/",
    ids: openInvitation,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
  },
  {
    // Outside the wall on purpose (the invitee is not a member yet): only the addressee may answer.
    method: "POST",
    path: "/api/workspaces/:slug/invitations/:id/join/",
    ids: openInvitation,
    body: () => ({ accepted: false }),
    expected: { anonymous: 401, nonMember: 403, guest: 403, member: 403, admin: 403 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/",
    body: () => {
      const identifier = uniqueIdentifier("M");
      return { name: `Matrix ${identifier}`, identifier };
    },
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 201, admin: 201 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/project-identifiers/",
    query: "name=ABC",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  { method: "GET", path: "/api/workspaces/:slug/projects/", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/",
    ids: publicProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/",
    ids: publicProject,
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/",
    ids: publicProject,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/states/",
    ids: publicProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
];

/** Routes outside the tenant wall, each prefix excluded on purpose. */
const OUTSIDE_THE_WALL = ["/auth/", "/api/instances", "/api/users/me", "/api/workspace-slug-check/"];

const normalise = (path: string) => path.replace(/\/$/, "");
const key = (method: string, path: string) => `${method} ${normalise(path)}`;

let t: TestServer;
let people: Record<Exclude<Caller, "anonymous">, SignedInUser>;
let targetUser: SignedInUser;

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  const [admin, member, guest, nonMember, target] = await Promise.all([0, 1, 2, 3, 4].map(() => signedInUser(t.db, t.baseUrl)));
  if (!admin || !member || !guest || !nonMember || !target) throw new Error("unreachable");
  people = { admin, member, guest, nonMember };
  targetUser = target;
});
afterAll(() => t.close());

async function fixture(): Promise<Fixture> {
  const workspace = await buildWorkspace(t.db, people.admin.user);
  await addMember(t.db, workspace, people.member.user, ROLE.MEMBER);
  await addMember(t.db, workspace, people.guest.user, ROLE.GUEST);
  return { workspace, target: await addMember(t.db, workspace, targetUser.user, ROLE.MEMBER) };
}

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

async function call(row: MatrixRow, caller: Caller, f: Fixture, params: Record<string, string>) {
  const path = fill(row.path, { slug: f.workspace.slug, ...params }) + (row.query ? `?${row.query}` : "");
  const client = clientFor(caller);
  return row.method === "GET" ? client.get(path) : client.send(row.method, path, row.body?.(f));
}

/** Every row of every table that holds workspace rows, for one workspace: what "nothing changed" compares. */
async function snapshot(workspaceId: string): Promise<Record<string, unknown[]>> {
  const tables = await t.db("information_schema.columns")
    .where({ table_schema: "public", column_name: "workspace_id" })
    .pluck("table_name");
  const result: Record<string, unknown[]> = { workspaces: await t.db("workspaces").where("id", workspaceId) };
  for (const table of (tables as string[]).sort()) result[table] = await t.db(table).where("workspace_id", workspaceId).orderBy("id");
  return result;
}

describe("every workspace route has a row in the matrix", () => {
  it("covers each route the app serves under /api/workspaces/, and excludes the rest by name", () => {
    const routes = routeTable();
    const rows = new Set(MATRIX.map((row) => key(row.method, row.path)));
    const uncovered = routes
      .filter((route) => !OUTSIDE_THE_WALL.some((prefix) => route.path.startsWith(prefix)))
      .map((route) => key(route.method, route.path))
      .filter((route) => !rows.has(route));
    expect(uncovered, "routes without a row in MATRIX (tests/api/tenantWall.test.ts)").toEqual([]);
    const served = new Set(routes.map((route) => key(route.method, route.path)));
    expect([...rows].filter((row) => !served.has(row)), "rows for routes the app no longer serves").toEqual([]);
    expect(rows.size, "one row per route").toBe(MATRIX.length);
  });
});

describe.each(MATRIX)("$method $path", (row) => {
  it.each(CALLERS)("answers %s as the matrix says", async (caller) => {
    const f = await fixture();
    const params = (await row.ids?.(f)) ?? {};
    const res = await call(row, caller, f, params);
    expect(res.status, JSON.stringify(res.body)).toBe(row.expected[caller]);
    if (row.expected[caller] === 404) expect(res.body).toEqual({ error: "Workspace not found", code: "not_found" });
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
