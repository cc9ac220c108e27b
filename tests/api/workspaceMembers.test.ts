import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import { User } from "../../db/models/User.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildBot, signedInUser, uniqueSlug, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const members = (slug: string, query = "") => `/api/workspaces/${slug}/members/${query}`;
const memberPath = (slug: string, id: string) => `/api/workspaces/${slug}/members/${id}/`;
const leave = (slug: string) => `/api/workspaces/${slug}/members/leave/`;
const me = (slug: string) => `/api/workspaces/${slug}/workspace-members/me/`;

async function roleOf(id: string): Promise<WorkspaceMember | undefined> {
  return WorkspaceMember.query(t.db).findById(id);
}

/** A second admin in the cast's workspace. */
async function secondAdmin(cast: WorkspaceCast) {
  const other = await signedInUser(t.db, t.baseUrl);
  const membership = await addMember(t.db, cast.workspace, other.user, ROLE.ADMIN);
  return { ...other, membership };
}

describe("GET /api/workspaces/:slug/members/", () => {
  it("lists active members with the caller first, bots and former members left out", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await addMember(t.db, cast.workspace, await buildBot(t.db), ROLE.MEMBER);
    const former = await signedInUser(t.db, t.baseUrl);
    await addMember(t.db, cast.workspace, former.user, ROLE.MEMBER, false);

    const res = await cast.guest.client.get(members(cast.workspace.slug));
    expect(res.status).toBe(200);
    expect(res.body.map((m: { member: { id: string } }) => m.member.id)).toEqual([cast.guest.user.id, cast.admin.user.id, cast.member.user.id]);
    const first = res.body[0];
    expect(Object.keys(first).sort()).toEqual(["created_at", "id", "joining_date", "member", "role"]);
    const joined = cast.memberships.guest.created_at.toISOString();
    expect(first).toMatchObject({ id: cast.memberships.guest.id, role: ROLE.GUEST, joining_date: joined, created_at: joined });
    expect(first.member).toEqual({
      id: cast.guest.user.id,
      first_name: "",
      last_name: "",
      display_name: cast.guest.user.display_name,
      email: cast.guest.user.email,
      avatar_url: null,
      is_bot: false,
    });
  });

  it("searches first name, last name, display name and email, case-insensitively", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await User.query(t.db).patch({ first_name: "Grace", last_name: "Hopper" }).where("id", cast.member.user.id);
    await User.query(t.db).patch({ display_name: "cobol_fan" }).where("id", cast.guest.user.id);
    const bot = await buildBot(t.db);
    await User.query(t.db).patch({ first_name: "Grace" }).where("id", bot.id);
    await addMember(t.db, cast.workspace, bot, ROLE.MEMBER);
    const ids = async (query: string) =>
      (await cast.admin.client.get(members(cast.workspace.slug, `?search=${encodeURIComponent(query)}`))).body.map(
        (m: { member: { id: string } }) => m.member.id,
      );
    expect(await ids("gRaCe")).toEqual([cast.member.user.id]);
    expect(await ids("HOPP")).toEqual([cast.member.user.id]);
    expect(await ids("COBOL")).toEqual([cast.guest.user.id]);
    expect(await ids(cast.admin.user.email.toUpperCase().slice(0, 12))).toEqual([cast.admin.user.id]);
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([cast.guest.user.id]);
    expect(await ids("nobody-by-this-name")).toEqual([]);
    expect((await ids("  ")).length).toBe(3);
  });

  it("refuses anonymous callers with 401 and strangers with 404", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    expect((await new TestClient(t.baseUrl).get(members(cast.workspace.slug))).status).toBe(401);
    const res = await cast.stranger.client.get(members(cast.workspace.slug));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Workspace not found");
  });

  it("answers 400 to a search that is not one string", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const res = await cast.admin.client.get(members(cast.workspace.slug, "?search=a&search=b"));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("search");
  });
});

describe("GET /api/workspaces/:slug/workspace-members/me/", () => {
  it("answers the caller's own membership", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const res = await cast.member.client.get(me(cast.workspace.slug));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: cast.memberships.member.id,
      role: ROLE.MEMBER,
      member: expect.objectContaining({ id: cast.member.user.id, email: cast.member.user.email }),
      draft_issue_count: 0,
    });
    expect((await cast.stranger.client.get(me(cast.workspace.slug))).status).toBe(404);
    expect((await new TestClient(t.baseUrl).get(me(cast.workspace.slug))).status).toBe(401);
  });
});

describe("PATCH /api/workspaces/:slug/members/:memberId/", () => {
  it("lets an admin change a member's role, either way", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    const res = await cast.admin.client.send("PATCH", memberPath(slug, cast.memberships.guest.id), { role: ROLE.MEMBER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cast.memberships.guest.id, role: ROLE.MEMBER, member: { id: cast.guest.user.id } });
    expect((await roleOf(cast.memberships.guest.id))?.role).toBe(ROLE.MEMBER);

    expect((await cast.admin.client.send("PATCH", memberPath(slug, cast.memberships.member.id), { role: ROLE.ADMIN })).status).toBe(200);
    expect((await cast.member.client.get(me(slug))).body.role).toBe(ROLE.ADMIN);
    // The new admin may now demote the one who promoted them: an admin changes an admin.
    expect((await cast.member.client.send("PATCH", memberPath(slug, cast.memberships.admin.id), { role: ROLE.GUEST })).status).toBe(200);
    expect((await roleOf(cast.memberships.admin.id))?.role).toBe(ROLE.GUEST);
  });

  it("refuses members and guests with 403, whatever the target", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    for (const [who, target, role] of [
      [cast.member, cast.memberships.guest, ROLE.MEMBER],
      [cast.member, cast.memberships.guest, ROLE.GUEST],
      [cast.member, cast.memberships.member, ROLE.ADMIN],
      [cast.member, cast.memberships.admin, ROLE.GUEST],
      [cast.guest, cast.memberships.guest, ROLE.ADMIN],
      [cast.guest, cast.memberships.member, ROLE.GUEST],
    ] as const) {
      const res = await who.client.send("PATCH", memberPath(slug, target.id), { role });
      expect(res.status).toBe(403);
    }
    expect((await roleOf(cast.memberships.admin.id))?.role).toBe(ROLE.ADMIN);
    expect((await roleOf(cast.memberships.member.id))?.role).toBe(ROLE.MEMBER);
    expect((await roleOf(cast.memberships.guest.id))?.role).toBe(ROLE.GUEST);
  });

  it("refuses a change of one's own role", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    await secondAdmin(cast);
    const res = await cast.admin.client.send("PATCH", memberPath(cast.workspace.slug, cast.memberships.admin.id), { role: ROLE.MEMBER });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/own role/);
    expect((await roleOf(cast.memberships.admin.id))?.role).toBe(ROLE.ADMIN);
  });

  it.each([[{ role: 10 }], [{ role: "20" }], [{ role: 25 }], [{ role: null }], [{}], [{ role: 15, member: "x" }]])("refuses the body %j with 400", async (body) => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const res = await cast.admin.client.send("PATCH", memberPath(cast.workspace.slug, cast.memberships.member.id), body);
    expect(res.status).toBe(400);
    expect((await roleOf(cast.memberships.member.id))?.role).toBe(ROLE.MEMBER);
  });

  it("answers 400 to an id that is not a UUID and 'Member not found' to unknown, former or foreign ids", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    const bad = await cast.admin.client.send("PATCH", memberPath(slug, "not-a-uuid"), { role: ROLE.GUEST });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("memberId");

    const former = await addMember(t.db, cast.workspace, (await signedInUser(t.db, t.baseUrl)).user, ROLE.MEMBER, false);
    for (const id of [randomUUID(), former.id, other.memberships.member.id]) {
      const res = await cast.admin.client.send("PATCH", memberPath(slug, id), { role: ROLE.GUEST });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Member not found");
    }
    expect((await roleOf(other.memberships.member.id))?.role).toBe(ROLE.MEMBER);
    expect((await roleOf(former.id))?.role).toBe(ROLE.MEMBER);
  });

  it("never leaves a workspace without an admin when two admins demote each other at once", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await secondAdmin(cast);
    const slug = cast.workspace.slug;
    const results = await Promise.all([
      cast.admin.client.send("PATCH", memberPath(slug, other.membership.id), { role: ROLE.MEMBER }),
      other.client.send("PATCH", memberPath(slug, cast.memberships.admin.id), { role: ROLE.MEMBER }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const admins = await WorkspaceMember.query(t.db).where({ workspace_id: cast.workspace.id, role: ROLE.ADMIN, is_active: true });
    expect(admins).toHaveLength(1);
  });
});

describe("DELETE /api/workspaces/:slug/members/:memberId/", () => {
  it("lets an admin remove a member, guest or another admin; the wall then closes on them", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await secondAdmin(cast);
    const slug = cast.workspace.slug;
    await Profile.query(t.db).patch({ last_workspace_id: cast.workspace.id }).where("user_id", cast.member.user.id);
    for (const [who, membership] of [[cast.member, cast.memberships.member], [cast.guest, cast.memberships.guest], [other, other.membership]] as const) {
      expect((await cast.admin.client.send("DELETE", memberPath(slug, membership.id))).status).toBe(204);
      expect((await roleOf(membership.id))?.is_active).toBe(false);
      expect((await who.client.get(`/api/workspaces/${slug}/`)).status).toBe(404);
    }
    expect((await Profile.query(t.db).where("user_id", cast.member.user.id).first())?.last_workspace_id).toBeNull();
    expect((await cast.admin.client.get(members(slug))).body).toHaveLength(1);
  });

  it("refuses members and guests with 403 and leaves the target in place", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    expect((await cast.member.client.send("DELETE", memberPath(slug, cast.memberships.guest.id))).status).toBe(403);
    expect((await cast.member.client.send("DELETE", memberPath(slug, cast.memberships.admin.id))).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", memberPath(slug, cast.memberships.member.id))).status).toBe(403);
    for (const m of Object.values(cast.memberships)) expect((await roleOf(m.id))?.is_active).toBe(true);
  });

  it("refuses removing oneself (leave instead), and unknown or foreign ids", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    const self = await cast.admin.client.send("DELETE", memberPath(slug, cast.memberships.admin.id));
    expect(self.status).toBe(400);
    expect(self.body.error).toMatch(/leave/);
    expect((await cast.admin.client.send("DELETE", memberPath(slug, "123"))).status).toBe(400);
    for (const id of [randomUUID(), other.memberships.guest.id]) {
      const res = await cast.admin.client.send("DELETE", memberPath(slug, id));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Member not found");
    }
    expect((await roleOf(cast.memberships.admin.id))?.is_active).toBe(true);
    expect((await roleOf(other.memberships.guest.id))?.is_active).toBe(true);
  });
});

describe("POST /api/workspaces/:slug/members/leave/", () => {
  it("lets a member or guest leave", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    for (const who of [cast.member, cast.guest]) {
      expect((await who.client.send("POST", leave(slug))).status).toBe(204);
      expect((await who.client.get(`/api/workspaces/${slug}/`)).status).toBe(404);
      expect((await who.client.get("/api/users/me/workspaces/")).body).toEqual([]);
    }
  });

  it("refuses the last admin, telling them to make someone else admin first; another admin may then leave", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const slug = cast.workspace.slug;
    const refused = await cast.admin.client.send("POST", leave(slug));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/make someone else admin/);
    expect((await roleOf(cast.memberships.admin.id))?.is_active).toBe(true);

    const other = await secondAdmin(cast);
    expect((await cast.admin.client.send("POST", leave(slug))).status).toBe(204);
    const last = await other.client.send("POST", leave(slug));
    expect(last.status).toBe(400);
    expect((await roleOf(other.membership.id))?.is_active).toBe(true);
  });

  it("never lets two last admins both leave at once", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await secondAdmin(cast);
    const slug = cast.workspace.slug;
    const results = await Promise.all([cast.admin.client.send("POST", leave(slug)), other.client.send("POST", leave(slug))]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(await WorkspaceMember.query(t.db).where({ workspace_id: cast.workspace.id, role: ROLE.ADMIN, is_active: true })).toHaveLength(1);
  });

  it("answers 401 to anonymous callers and 404 to strangers", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    expect((await new TestClient(t.baseUrl).send("POST", leave(cast.workspace.slug))).status).toBe(401);
    expect((await cast.stranger.client.send("POST", leave(cast.workspace.slug))).status).toBe(404);
    expect((await cast.stranger.client.send("POST", leave(uniqueSlug()))).status).toBe(404);
  });
});

describe("workspace member events", () => {
  /** The cast with the member also in a project as a project Member (and in another they already left). */
  async function castWithProjects() {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const left = await buildProject(t.db, cast.workspace, cast.admin.user);
    const projectMembership = await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const formerMembership = await addProjectMember(t.db, left, cast.member.user, ROLE.MEMBER);
    await formerMembership.$query(t.db).patch({ is_active: false });
    return { cast, project, projectMembership };
  }

  it("announces a role change to the workspace, and each project role it lowers to that project", async () => {
    const { cast, project, projectMembership } = await castWithProjects();
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("PATCH", memberPath(cast.workspace.slug, cast.memberships.member.id), { role: ROLE.GUEST });
    events.stop();
    expect(res.status).toBe(200);
    expect(events.seen.map((event) => [event.name, event.id]).sort()).toEqual([
      ["project_member.updated", projectMembership.id],
      ["workspace_member.updated", cast.memberships.member.id],
    ]);
    const [member] = events.named("workspace_member.updated");
    expect(member).toMatchObject({ workspace_id: cast.workspace.id, project_id: null, actor_id: cast.admin.user.id, data: { role: ROLE.GUEST } });
    expect(member?.audience).toEqual({ kind: "workspace", workspace_id: cast.workspace.id });
    const [lowered] = events.named("project_member.updated");
    expect(lowered).toMatchObject({ workspace_id: cast.workspace.id, project_id: project.id, data: { role: ROLE.GUEST } });
    expect(lowered?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });
  });

  it("announces a removal by id, and each project membership it ends, and nothing for a refused one", async () => {
    const { cast, project, projectMembership } = await castWithProjects();
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("DELETE", memberPath(cast.workspace.slug, cast.memberships.guest.id))).status).toBe(403);
    expect((await cast.admin.client.send("DELETE", memberPath(cast.workspace.slug, cast.memberships.member.id))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.data]).sort()).toEqual([
      ["project_member.deleted", { id: projectMembership.id, project: project.id }],
      ["workspace_member.deleted", { id: cast.memberships.member.id, workspace: cast.workspace.id }],
    ]);
    expect(events.named("workspace_member.deleted")[0]?.audience).toEqual({ kind: "workspace", workspace_id: cast.workspace.id });
    expect(events.named("project_member.deleted")[0]?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: project.id });
  });

  it("announces leaving like a removal, with the leaver as its actor", async () => {
    const { cast, projectMembership } = await castWithProjects();
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", leave(cast.workspace.slug))).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.id]).sort()).toEqual([
      ["project_member.deleted", projectMembership.id],
      ["workspace_member.deleted", cast.memberships.member.id],
    ]);
    for (const event of events.seen) expect(event.actor_id).toBe(cast.member.user.id);
  });
});
