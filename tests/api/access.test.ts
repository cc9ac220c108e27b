import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SessionCache } from "../../api/auth/sessionCache.js";
import { randomToken, sha256 } from "../../api/auth/tokens.js";
import { ROLE } from "../../api/contract/roles.js";
import { authorizeProjectAccess, canAccessProject, type ProjectAccessLevel } from "../../api/policies/project.js";
import { projectAccess } from "../../api/policies/projectAccess.js";
import { actorForSession } from "../../api/policies/session.js";
import { workItemAccess } from "../../api/policies/workItemAccess.js";
import { workspaceAccess } from "../../api/policies/workspaceAccess.js";
import { ForbiddenError } from "../../api/errors.js";
import type { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { Session } from "../../db/models/Session.js";
import type { User } from "../../db/models/User.js";
import { buildUser } from "../helpers/factories.js";
import { addProjectMember, buildProject, buildStaffedProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * The access module (api/policies) asked directly, without Koa, as the Socket.IO hub and Hocuspocus
 * will ask it, and checked against what the REST routes answer the same people.
 */

const PRIVATE = 0;

let t: TestServer;
let cast: WorkspaceCast;
/** Public, with the cast's member as project Member and guest as project Guest. */
let staffed: Project;
/** Public, nobody added but its creator (the admin). */
let open: Project;
/** Private, nobody added but the admin. */
let hidden: Project;
let items: { staffed: Issue; open: Issue; hidden: Issue };

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  const people = { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user };
  staffed = await buildStaffedProject(t.db, cast.workspace, people);
  open = await buildProject(t.db, cast.workspace, cast.admin.user);
  hidden = await buildProject(t.db, cast.workspace, cast.admin.user, { network: PRIVATE });
  items = { staffed: await buildWorkItem(t.db, staffed), open: await buildWorkItem(t.db, open), hidden: await buildWorkItem(t.db, hidden) };
});
afterAll(() => t.close());

async function sessionFor(user: User, expiresAt = new Date(Date.now() + 60_000)): Promise<string> {
  const token = randomToken(32);
  await Session.query(t.db).insert({ id: sha256(token), user_id: user.id, ip: null, user_agent: null, expires_at: expiresAt });
  return token;
}

describe("actorForSession", () => {
  // Not attached to the change feed, so it caches nothing and every answer comes from the database.
  const uncached = new SessionCache();

  it("finds the user of a live session, and no one for an unknown, expired or deactivated one", async () => {
    const user = await buildUser(t.db);
    const token = await sessionFor(user);
    expect(await actorForSession(t.db, uncached, token)).toMatchObject({ id: sha256(token), user: { id: user.id, email: user.email } });
    expect(await actorForSession(t.db, uncached, randomToken(32))).toBeNull();
    expect(await actorForSession(t.db, uncached, await sessionFor(user, new Date(Date.now() - 1000)))).toBeNull();
    await t.db("users").where("id", user.id).update({ is_active: false });
    expect(await actorForSession(t.db, uncached, token)).toBeNull();
  });

  it("is the user REST sees behind the same cookie, answered without a promise once cached", async () => {
    const token = cast.member.client.cookies.get("session-id") ?? "";
    const me = await cast.member.client.get("/api/users/me/");
    const cache = t.server.services.sessionCache;
    expect((await actorForSession(t.db, cache, token))?.user.id).toBe(me.body.id);
    const again = actorForSession(t.db, cache, token);
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as Awaited<typeof again>)?.user.id).toBe(cast.member.user.id);
  });
});

describe("workspaceAccess", () => {
  it("finds the workspace and the caller's membership by slug or by id", async () => {
    for (const ref of [{ slug: cast.workspace.slug }, { workspaceId: cast.workspace.id }]) {
      const access = await workspaceAccess(t.db, ref, cast.guest.user.id);
      expect(access?.workspace.id).toBe(cast.workspace.id);
      expect(access?.membership).toMatchObject({ id: cast.memberships.guest.id, member_id: cast.guest.user.id, role: ROLE.GUEST, is_active: true });
    }
  });

  it("is null for a stranger, a deactivated member and anything that names no workspace", async () => {
    const stranger = cast.stranger.user.id;
    expect(await workspaceAccess(t.db, { slug: cast.workspace.slug }, stranger)).toBeNull();
    expect(await workspaceAccess(t.db, { workspaceId: cast.workspace.id }, stranger)).toBeNull();
    const former = await buildUser(t.db);
    await addMember(t.db, cast.workspace, former, ROLE.MEMBER, false);
    expect(await workspaceAccess(t.db, { slug: cast.workspace.slug }, former.id)).toBeNull();
    for (const ref of [{ slug: "no-such-workspace" }, { slug: "Not A Slug" }, { slug: "god-mode" }, { workspaceId: "not-a-uuid" }, { workspaceId: crypto.randomUUID() }]) {
      expect(await workspaceAccess(t.db, ref, cast.admin.user.id)).toBeNull();
    }
  });
});

describe("project access levels", () => {
  // [role, see, read, edit, administer]
  it.each([
    [null, true, false, false, false],
    [ROLE.GUEST, true, true, false, false],
    [ROLE.MEMBER, true, true, true, false],
    [ROLE.ADMIN, true, true, true, true],
  ])("role %s", (role, ...expected) => {
    const levels: ProjectAccessLevel[] = ["see", "read", "edit", "administer"];
    expect(levels.map((level) => canAccessProject(role, level))).toEqual(expected);
    for (const [index, level] of levels.entries()) {
      if (expected[index]) expect(() => authorizeProjectAccess(role, level)).not.toThrow();
      else expect(() => authorizeProjectAccess(role, level)).toThrow(ForbiddenError);
    }
  });
});

describe("projectAccess", () => {
  async function roleIn(user: User, project: Project): Promise<number | null | "hidden"> {
    const workspace = await workspaceAccess(t.db, { workspaceId: cast.workspace.id }, user.id);
    if (!workspace) throw new Error("the cast is in the workspace");
    const visible = await projectAccess(t.db, workspace, project.id);
    return visible === null ? "hidden" : visible.role;
  }

  it("shows each project to whom SPEC.md says, with their effective role", async () => {
    const { admin, member, guest } = cast;
    expect([await roleIn(admin.user, staffed), await roleIn(admin.user, open), await roleIn(admin.user, hidden)]).toEqual([ROLE.ADMIN, ROLE.ADMIN, ROLE.ADMIN]);
    expect([await roleIn(member.user, staffed), await roleIn(member.user, open), await roleIn(member.user, hidden)]).toEqual([ROLE.MEMBER, null, "hidden"]);
    expect([await roleIn(guest.user, staffed), await roleIn(guest.user, open), await roleIn(guest.user, hidden)]).toEqual([ROLE.GUEST, "hidden", "hidden"]);
  });

  it("hides an archived project unless asked for, and a made-up or foreign id", async () => {
    const archived = await buildProject(t.db, cast.workspace, cast.admin.user);
    await t.db("projects").where("id", archived.id).update({ archived_at: new Date() });
    const workspace = await workspaceAccess(t.db, { workspaceId: cast.workspace.id }, cast.admin.user.id);
    if (!workspace) throw new Error("the admin is in the workspace");
    expect(await projectAccess(t.db, workspace, archived.id)).toBeNull();
    expect((await projectAccess(t.db, workspace, archived.id, "archived"))?.project.id).toBe(archived.id);
    expect((await projectAccess(t.db, workspace, archived.id, "any"))?.project.id).toBe(archived.id);
    const elsewhere = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    for (const id of [elsewhere.id, crypto.randomUUID(), "not-a-uuid"]) expect(await projectAccess(t.db, workspace, id, "any")).toBeNull();
  });
});

describe("workItemAccess", () => {
  it("lets each person reach an item at the levels their project role allows", async () => {
    const { admin, member, guest, stranger } = cast;
    const reach = async (user: User, item: Issue) =>
      Promise.all((["read", "edit", "administer"] as const).map(async (level) => (await workItemAccess(t.db, user.id, item.id, level)) !== null));
    expect(await reach(admin.user, items.hidden)).toEqual([true, true, true]);
    expect(await reach(member.user, items.staffed)).toEqual([true, true, false]);
    expect(await reach(member.user, items.open)).toEqual([false, false, false]);
    expect(await reach(member.user, items.hidden)).toEqual([false, false, false]);
    expect(await reach(guest.user, items.staffed)).toEqual([true, false, false]);
    expect(await reach(stranger.user, items.staffed)).toEqual([false, false, false]);
    expect(await workItemAccess(t.db, member.user.id, items.staffed.id, "edit")).toMatchObject({ issue: { id: items.staffed.id }, project: { id: staffed.id }, role: ROLE.MEMBER });
  });

  it("keeps a draft for its creator, and only while they may still create items there", async () => {
    const { admin, member, guest } = cast;
    const project = await buildStaffedProject(t.db, cast.workspace, { admin: admin.user, member: member.user, guest: guest.user });
    const draft = await buildWorkItem(t.db, project, { is_draft: true, created_by_id: member.user.id });
    expect(await workItemAccess(t.db, member.user.id, draft.id, "edit")).not.toBeNull();
    expect(await workItemAccess(t.db, admin.user.id, draft.id, "read")).toBeNull();
    expect(await workItemAccess(t.db, guest.user.id, draft.id, "read")).toBeNull();
    await t.db("project_members").where({ project_id: project.id, member_id: member.user.id }).update({ role: ROLE.GUEST });
    expect(await workItemAccess(t.db, member.user.id, draft.id, "read")).toBeNull();
  });

  it("is null for an item of an archived project, a made-up id and a malformed one", async () => {
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const item = await buildWorkItem(t.db, project);
    expect(await workItemAccess(t.db, cast.admin.user.id, item.id, "read")).not.toBeNull();
    await t.db("projects").where("id", project.id).update({ archived_at: new Date() });
    expect(await workItemAccess(t.db, cast.admin.user.id, item.id, "read")).toBeNull();
    expect(await workItemAccess(t.db, cast.admin.user.id, crypto.randomUUID(), "read")).toBeNull();
    expect(await workItemAccess(t.db, cast.admin.user.id, "not-a-uuid", "read")).toBeNull();
  });

  it("ends with the project membership that gave it", async () => {
    const leaver = await buildUser(t.db);
    await addMember(t.db, cast.workspace, leaver, ROLE.MEMBER);
    await addProjectMember(t.db, hidden, leaver, ROLE.MEMBER);
    expect(await workItemAccess(t.db, leaver.id, items.hidden.id, "edit")).not.toBeNull();
    await t.db("project_members").where({ project_id: hidden.id, member_id: leaver.id }).update({ is_active: false });
    expect(await workItemAccess(t.db, leaver.id, items.hidden.id, "read")).toBeNull();
  });
});

describe("REST asks the same functions", () => {
  /** What the access module says a GET of the item over REST should answer this person. */
  async function expectedStatus(user: User, project: Project, item: Issue): Promise<number> {
    const workspace = await workspaceAccess(t.db, { slug: cast.workspace.slug }, user.id);
    const visible = workspace && (await projectAccess(t.db, workspace, project.id));
    if (!visible) return 404;
    const readable = canAccessProject(visible.role, "read");
    expect((await workItemAccess(t.db, user.id, item.id, "read")) !== null).toBe(readable);
    return readable ? 200 : 403;
  }

  it("for every person and project of the workspace", async () => {
    for (const person of [cast.admin, cast.member, cast.guest, cast.stranger]) {
      for (const [project, item] of [[staffed, items.staffed], [open, items.open], [hidden, items.hidden]] as const) {
        const path = `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${item.id}/`;
        expect({ path, status: (await person.client.get(path)).status }).toEqual({ path, status: await expectedStatus(person.user, project, item) });
      }
    }
  });
});
