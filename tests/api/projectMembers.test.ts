import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import type { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildBot, buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const members = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/members/`;
const member = (slug: string, projectId: string, id: string) => `${members(slug, projectId)}${id}/`;
const leave = (slug: string, projectId: string) => `${members(slug, projectId)}leave/`;
const join = (slug: string) => `/api/workspaces/${slug}/projects/join/`;
const projectPath = (slug: string, projectId: string) => `/api/workspaces/${slug}/projects/${projectId}/`;

/** Every membership row of a project, active or not: what "nothing changed" compares. */
async function rowsOf(projectId: string) {
  return (await ProjectMember.query(t.db).where("project_id", projectId).orderBy("id")).map((m) => ({ id: m.id, member_id: m.member_id, role: m.role, is_active: m.is_active }));
}

async function membershipOf(project: Project, userId: string): Promise<ProjectMember> {
  const row = await ProjectMember.query(t.db).where({ project_id: project.id, member_id: userId }).first();
  if (!row) throw new Error("no such membership");
  return row;
}

describe("GET .../projects/:projectId/members/", () => {
  it("answers 401, 403 before joining, 404 for a foreign project, and lists active people with the caller first, bots left out", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const path = members(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).get(path)).status).toBe(401);
    expect((await cast.member.client.get(path)).status).toBe(403);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.get(members(cast.workspace.slug, foreign.id))).status).toBe(404);

    await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const bot = await buildBot(t.db);
    await addMember(t.db, cast.workspace, bot, ROLE.MEMBER);
    await addProjectMember(t.db, project, bot, ROLE.MEMBER);
    const gone = await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    await ProjectMember.query(t.db).patch({ is_active: false }).where("id", gone.id);

    const res = await cast.member.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { member: { id: string } }) => m.member.id)).toEqual([cast.member.user.id, cast.admin.user.id]);
    expect(res.body[1]).toMatchObject({ role: ROLE.ADMIN, member: { email: cast.admin.user.email, is_bot: false } });
    expect(Object.keys(res.body[0]).sort()).toEqual(["created_at", "id", "member", "role"]);
  });
});

describe("POST .../projects/:projectId/members/", () => {
  let cast: WorkspaceCast;
  let project: Project;
  beforeAll(async () => {
    cast = await workspaceCast(t.db, t.baseUrl);
    project = await buildProject(t.db, cast.workspace, cast.admin.user);
  });

  it("answers 401 and 403 to a project member who is not its admin", async () => {
    const body = { members: [{ member_id: cast.guest.user.id, role: ROLE.GUEST }] };
    expect((await new TestClient(t.baseUrl).send("POST", members(cast.workspace.slug, project.id), body)).status).toBe(401);
    const other = await buildProject(t.db, cast.workspace, cast.admin.user);
    await addProjectMember(t.db, other, cast.member.user, ROLE.MEMBER);
    expect((await cast.member.client.send("POST", members(cast.workspace.slug, other.id), body)).status).toBe(403);
  });

  it("answers 400 naming the field, adding nobody, for bad input, strangers and roles above the workspace role", async () => {
    const before = await rowsOf(project.id);
    const post = (body: unknown) => cast.admin.client.send("POST", members(cast.workspace.slug, project.id), body);
    const cases: [unknown, string][] = [
      [{ members: [] }, "members"],
      [{ members: [{ member_id: "nope", role: ROLE.MEMBER }] }, "members.0.member_id"],
      [{ members: [{ member_id: cast.member.user.id, role: 10 }] }, "members.0.role"],
      [{ members: [{ member_id: cast.member.user.id, role: ROLE.MEMBER }, { member_id: cast.member.user.id, role: ROLE.GUEST }] }, "members"],
      [{ members: [{ member_id: cast.member.user.id, role: ROLE.MEMBER, is_active: false }] }, "members.0"],
      // A valid member first: the whole request fails with the stranger.
      [{ members: [{ member_id: cast.member.user.id, role: ROLE.MEMBER }, { member_id: cast.stranger.user.id, role: ROLE.MEMBER }] }, "members.1.member_id"],
      [{ members: [{ member_id: cast.guest.user.id, role: ROLE.MEMBER }] }, "members.0.role"],
      [{ members: [{ member_id: cast.member.user.id, role: ROLE.ADMIN }] }, "members.0.role"],
    ];
    for (const [body, path] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(body)).toBe(path);
    }
    expect(await rowsOf(project.id)).toEqual(before);
  });

  it("adds members at the given roles, and brings back someone who left with the new role", async () => {
    const res = await cast.admin.client.send("POST", members(cast.workspace.slug, project.id), {
      members: [
        { member_id: cast.member.user.id, role: ROLE.MEMBER },
        { member_id: cast.guest.user.id, role: ROLE.GUEST },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((m: { member: { id: string }; role: number }) => [m.member.id, m.role]).sort()).toEqual(
      [
        [cast.member.user.id, ROLE.MEMBER],
        [cast.guest.user.id, ROLE.GUEST],
      ].sort(),
    );
    await ProjectMember.query(t.db).patch({ is_active: false }).where({ project_id: project.id, member_id: cast.member.user.id });
    const again = await cast.admin.client.send("POST", members(cast.workspace.slug, project.id), { members: [{ member_id: cast.member.user.id, role: ROLE.GUEST }] });
    expect(again.status).toBe(201);
    expect(await membershipOf(project, cast.member.user.id)).toMatchObject({ is_active: true, role: ROLE.GUEST });
    expect((await rowsOf(project.id)).filter((row) => row.member_id === cast.member.user.id)).toHaveLength(1);
  });
});

describe("PATCH and DELETE .../projects/:projectId/members/:memberId/", () => {
  it("answers 401, 403 to non-admins, and 404 for memberships of other projects or workspaces, changing nothing", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const target = await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const path = member(cast.workspace.slug, project.id, target.id);
    expect((await new TestClient(t.baseUrl).send("PATCH", path, { role: ROLE.GUEST })).status).toBe(401);
    expect((await cast.member.client.send("PATCH", path, { role: ROLE.GUEST })).status).toBe(403);
    expect((await cast.member.client.send("DELETE", path)).status).toBe(403);

    const sibling = await buildProject(t.db, cast.workspace, cast.admin.user);
    const siblingMembership = await addProjectMember(t.db, sibling, cast.member.user, ROLE.MEMBER);
    const otherWorkspace = await buildWorkspace(t.db, cast.admin.user);
    const foreign = await buildProject(t.db, otherWorkspace, cast.admin.user);
    const foreignMembership = await membershipOf(foreign, cast.admin.user.id);
    for (const id of [siblingMembership.id, foreignMembership.id, randomUUID(), "x"]) {
      const before = [await rowsOf(sibling.id), await rowsOf(foreign.id)];
      expect((await cast.admin.client.send("PATCH", member(cast.workspace.slug, project.id, id), { role: ROLE.GUEST })).status, id).toBe(404);
      expect((await cast.admin.client.send("DELETE", member(cast.workspace.slug, project.id, id))).status, id).toBe(404);
      expect([await rowsOf(sibling.id), await rowsOf(foreign.id)]).toEqual(before);
    }
  });

  it("answers 400 for a bad role, one's own role, a role above the workspace role, and demoting or removing the last admin", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const guest = await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    const self = await membershipOf(project, cast.admin.user.id);
    const patch = (id: string, body: unknown) => cast.admin.client.send("PATCH", member(cast.workspace.slug, project.id, id), body);

    expect((await patch(guest.id, { role: "admin" })).body.details[0].path).toBe("role");
    expect((await patch(guest.id, { role: ROLE.GUEST, member: randomUUID() })).status).toBe(400);
    const above = await patch(guest.id, { role: ROLE.MEMBER });
    expect(above.status).toBe(400);
    expect(above.body.details[0].path).toBe("role");
    expect((await patch(self.id, { role: ROLE.MEMBER })).body.error).toBe("You cannot change your own role.");

    // A second workspace admin acts on the project's only admin member.
    const second = await workspaceCast(t.db, t.baseUrl);
    await addMember(t.db, cast.workspace, second.admin.user, ROLE.ADMIN);
    const other = (method: string, body?: unknown) => second.admin.client.send(method, member(cast.workspace.slug, project.id, self.id), body);
    expect((await other("PATCH", { role: ROLE.MEMBER })).status).toBe(400);
    expect((await other("DELETE")).status).toBe(400);
    expect(await membershipOf(project, cast.admin.user.id)).toMatchObject({ role: ROLE.ADMIN, is_active: true });
  });

  it("changes a role, and removes a member who then no longer sees a private project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const target = await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const path = member(cast.workspace.slug, project.id, target.id);
    const res = await cast.admin.client.send("PATCH", path, { role: ROLE.GUEST });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, role: ROLE.GUEST, member: { id: cast.member.user.id } });
    expect((await cast.member.client.get(projectPath(cast.workspace.slug, project.id))).body.member_role).toBe(ROLE.GUEST);

    expect((await cast.admin.client.send("DELETE", path)).status).toBe(204);
    expect((await membershipOf(project, cast.member.user.id)).is_active).toBe(false);
    expect((await cast.member.client.get(projectPath(cast.workspace.slug, project.id))).status).toBe(404);
  });
});

describe("POST .../projects/:projectId/members/leave/", () => {
  it("answers 401, 400 to a non-member and to the last admin, and 204 to a member who then loses a private project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.member.user, { network: 0 });
    await ProjectMember.query(t.db).patch({ role: ROLE.ADMIN }).where({ project_id: project.id, member_id: cast.member.user.id });
    await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    const path = leave(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).send("POST", path)).status).toBe(401);
    const notMember = await cast.admin.client.send("POST", path);
    expect(notMember.status).toBe(400);
    expect(notMember.body.error).toBe("You are not a member of this project.");
    const lastAdmin = await cast.member.client.send("POST", path);
    expect(lastAdmin.status).toBe(400);
    expect(lastAdmin.body.error).toMatch(/only admin/);

    expect((await cast.guest.client.send("POST", path)).status).toBe(204);
    expect((await membershipOf(project, cast.guest.user.id)).is_active).toBe(false);
    expect((await cast.guest.client.get(projectPath(cast.workspace.slug, project.id))).status).toBe(404);
  });
});

describe("POST /api/workspaces/:slug/projects/join/", () => {
  it("answers 401 and 400 for bad input", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    expect((await new TestClient(t.baseUrl).send("POST", join(cast.workspace.slug), { project_ids: [randomUUID()] })).status).toBe(401);
    for (const body of [{}, { project_ids: [] }, { project_ids: ["x"] }, { project_ids: "x" }]) {
      expect((await cast.member.client.send("POST", join(cast.workspace.slug), body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("joins visible projects with the workspace role, all or nothing, keeping an existing role", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const open = await buildProject(t.db, cast.workspace, cast.admin.user);
    const alsoOpen = await buildProject(t.db, cast.workspace, cast.admin.user);
    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);

    for (const hidden of [secret.id, foreign.id, randomUUID()]) {
      const res = await cast.member.client.send("POST", join(cast.workspace.slug), { project_ids: [open.id, hidden] });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Project not found");
    }
    expect(await ProjectMember.query(t.db).where({ member_id: cast.member.user.id }).resultSize()).toBe(0);
    expect((await cast.guest.client.send("POST", join(cast.workspace.slug), { project_ids: [open.id] })).status).toBe(404);

    const res = await cast.member.client.send("POST", join(cast.workspace.slug), { project_ids: [open.id, alsoOpen.id, open.id] });
    expect(res.status).toBe(201);
    expect(res.body.map((p: { id: string; member_role: number }) => [p.id, p.member_role]).sort()).toEqual(
      [
        [open.id, ROLE.MEMBER],
        [alsoOpen.id, ROLE.MEMBER],
      ].sort(),
    );
    expect(res.body[0].members).toContain(cast.member.user.id);

    // A workspace admin may join a private project, as its admin; joining again changes nothing.
    await ProjectMember.query(t.db).delete().where({ project_id: secret.id });
    expect((await cast.admin.client.send("POST", join(cast.workspace.slug), { project_ids: [secret.id] })).body[0].member_role).toBe(ROLE.ADMIN);
    await ProjectMember.query(t.db).patch({ role: ROLE.GUEST }).where({ project_id: open.id, member_id: cast.member.user.id });
    expect((await cast.member.client.send("POST", join(cast.workspace.slug), { project_ids: [open.id] })).body[0].member_role).toBe(ROLE.GUEST);
  });
});

describe("workspace changes reach project memberships", () => {
  it("lowers project roles when the workspace role drops, and ends them when the person leaves the workspace", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const res = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/members/${cast.memberships.member.id}/`, { role: ROLE.GUEST });
    expect(res.status).toBe(200);
    expect((await membershipOf(project, cast.member.user.id)).role).toBe(ROLE.GUEST);

    expect((await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/members/leave/`)).status).toBe(204);
    expect((await membershipOf(project, cast.member.user.id)).is_active).toBe(false);
  });
});

describe("project member events", () => {
  const audienceOf = (project: Project) => ({ kind: "project", workspace_id: project.workspace_id, project_id: project.id });
  const names = (events: { name: string; id: string }[]) => events.map((event) => [event.name, event.id]);

  it("announces each added member, a role change by its changed field, and a removal by id, to the project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    const added = await cast.admin.client.send("POST", members(cast.workspace.slug, project.id), {
      members: [
        { member_id: cast.member.user.id, role: ROLE.MEMBER },
        { member_id: cast.guest.user.id, role: ROLE.GUEST },
      ],
    });
    expect(added.status).toBe(201);
    const target = await membershipOf(project, cast.member.user.id);
    const path = member(cast.workspace.slug, project.id, target.id);
    expect((await cast.admin.client.send("PATCH", path, { role: ROLE.GUEST })).status).toBe(200);
    expect((await cast.admin.client.send("DELETE", path)).status).toBe(204);
    events.stop();
    const guestship = await membershipOf(project, cast.guest.user.id);
    expect(names(events.seen.slice(0, 2)).sort()).toEqual(
      [
        ["project_member.created", target.id],
        ["project_member.created", guestship.id],
      ].sort(),
    );
    expect(names(events.seen.slice(2))).toEqual([
      ["project_member.updated", target.id],
      ["project_member.deleted", target.id],
    ]);
    const [, , update, removal] = events.seen;
    const created = events.seen.find((event) => event.id === target.id);
    expect(created?.data).toMatchObject({ id: target.id, role: ROLE.MEMBER, member: { id: cast.member.user.id } });
    expect(update?.data).toEqual({ role: ROLE.GUEST });
    expect(removal?.data).toEqual({ id: target.id, project: project.id });
    for (const event of events.seen) expect(event).toMatchObject({ project_id: project.id, actor_id: cast.admin.user.id, audience: audienceOf(project) });
  });

  it("announces a leave as the leaver's membership deleted, and a join as one membership created per joined project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const mine = await buildProject(t.db, cast.workspace, cast.admin.user);
    const guestship = await addProjectMember(t.db, mine, cast.guest.user, ROLE.GUEST);
    const open = await buildProject(t.db, cast.workspace, cast.admin.user);
    const alsoOpen = await buildProject(t.db, cast.workspace, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    expect((await cast.guest.client.send("POST", leave(cast.workspace.slug, mine.id))).status).toBe(204);
    expect((await cast.member.client.send("POST", join(cast.workspace.slug), { project_ids: [open.id, alsoOpen.id] })).status).toBe(201);
    events.stop();
    const [left, ...joined] = events.seen;
    expect(left).toMatchObject({ name: "project_member.deleted", id: guestship.id, actor_id: cast.guest.user.id, audience: audienceOf(mine), data: { id: guestship.id, project: mine.id } });
    expect(joined.map((event) => [event.name, event.project_id]).sort()).toEqual(
      [
        ["project_member.created", open.id],
        ["project_member.created", alsoOpen.id],
      ].sort(),
    );
    for (const event of joined) {
      const project = event.project_id === open.id ? open : alsoOpen;
      expect(event).toMatchObject({ actor_id: cast.member.user.id, audience: audienceOf(project), data: { role: ROLE.MEMBER, member: { id: cast.member.user.id } } });
    }
  });
});
