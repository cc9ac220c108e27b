import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectMember } from "../../../db/models/ProjectMember.js";
import { recordEvents } from "../../helpers/events.js";
import { buildProject, buildStaffedProject } from "../../helpers/projects.js";
import { buildBot } from "../../helpers/workspaces.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { FORBIDDEN, NOT_FOUND, NOT_PROVIDED, pick, THREE_401S, unauthenticatedAnswers, v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
});
afterAll(() => t.close());

describe("GET /api/v1/workspaces/:slug/members/", () => {
  const path = (slug = cast.workspace.slug) => `/api/v1/workspaces/${slug}/members/`;

  it("lists every human member as UserLite with their role, as a plain list", async () => {
    const bot = await buildBot(t.db);
    await t.db("workspace_members").insert({ workspace_id: cast.workspace.id, member_id: bot.id, role: 15, is_active: true });
    const res = await cast.as.member.get(path());
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const byId = new Map((res.body as { id: string }[]).map((row) => [row.id, row]));
    expect([...byId.keys()].sort()).toEqual([cast.admin.user.id, cast.member.user.id, cast.guest.user.id].sort());
    expect(byId.get(cast.guest.user.id)).toEqual({
      id: cast.guest.user.id,
      first_name: cast.guest.user.first_name,
      last_name: cast.guest.user.last_name,
      email: cast.guest.user.email,
      avatar: cast.guest.user.avatar,
      avatar_url: cast.guest.user.avatar || null,
      display_name: cast.guest.user.display_name,
      role: 5,
    });
    expect(byId.get(cast.admin.user.id)).toMatchObject({ role: 20 });
  });

  it("refuses a guest's token (403) and anyone without a valid key (401)", async () => {
    expect(await pick(cast.as.guest.get(path()))).toEqual([403, FORBIDDEN]);
    expect(await unauthenticatedAnswers(t, cast, "GET", path())).toEqual(THREE_401S);
    expect(await pick(cast.as.anonymous.get(path()))).toEqual([401, NOT_PROVIDED]);
    // A session cookie is no way into v1.
    expect((await cast.member.client.get(path())).status).toBe(401);
  });

  it("keeps a token in its own workspace: another slug reads as not found", async () => {
    expect(await pick(cast.as.outsider.get(path()))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.admin.get(path(cast.otherWorkspace.slug)))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.admin.get(path("no-such-workspace")))).toEqual([404, NOT_FOUND]);
  });
});

describe("project membership routes at .../members/ and .../project-members/", () => {
  const staffed = () => buildStaffedProject(t.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
  const base = (projectId: string, tail = "members") => `/api/v1/workspaces/${cast.workspace.slug}/projects/${projectId}/${tail}/`;

  it("answers 401 without a key, with a made-up key and with a revoked one", async () => {
    const project = await staffed();
    const membership = await ProjectMember.query(t.db).findOne({ project_id: project.id, member_id: cast.guest.user.id });
    for (const tail of ["members", "project-members"]) {
      for (const [method, path] of [
        ["GET", base(project.id, tail)],
        ["POST", base(project.id, tail)],
        ["GET", `${base(project.id, tail)}${membership?.id}/`],
        ["PATCH", `${base(project.id, tail)}${membership?.id}/`],
        ["DELETE", `${base(project.id, tail)}${membership?.id}/`],
      ] as const) {
        expect(await unauthenticatedAnswers(t, cast, method, path), `${method} ${path}`).toEqual(THREE_401S);
      }
    }
    expect(await ProjectMember.query(t.db).findById(membership?.id ?? "")).toMatchObject({ is_active: true, role: 5 });
  });

  it("adds a workspace member (201, Plane's default role Guest), announcing it; refuses outsiders and too high a role by field", async () => {
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    const res = await cast.as.admin.send("POST", base(project.id, "project-members"), { member: cast.member.user.id });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), member: cast.member.user.id, role: 5 });
    expect(events.named("project_member.created").map((event) => event.id)).toEqual([res.body.id]);

    expect(await pick(cast.as.admin.send("POST", base(project.id), { member: cast.stranger.user.id, role: 15 }))).toEqual([400, { member: ["is not a member of this workspace"] }]);
    expect(await pick(cast.as.admin.send("POST", base(project.id), { member: cast.guest.user.id, role: 20 }))).toEqual([400, { role: ["cannot be above their workspace role (Guest)"] }]);
    const bad = await cast.as.admin.send("POST", base(project.id), { member: "someone", role: 3 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["member", "role"]);
    expect(await ProjectMember.query(t.db).where("project_id", project.id).resultSize()).toBe(2);
  });

  it("lets only project admins change memberships (403 otherwise), reads one as UserLite, and keeps other workspaces' ids out (404)", async () => {
    const project = await staffed();
    const membership = await ProjectMember.query(t.db).findOne({ project_id: project.id, member_id: cast.guest.user.id });
    const one = `${base(project.id)}${membership?.id}/`;
    expect(await pick(cast.as.member.send("POST", base(project.id), { member: cast.guest.user.id }))).toEqual([403, { detail: "Only project admins can do this." }]);
    expect(await pick(cast.as.member.send("PATCH", one, { role: 5 }))).toEqual([403, { detail: "Only project admins can do this." }]);
    expect(await pick(cast.as.member.send("DELETE", one))).toEqual([403, { detail: "Only project admins can do this." }]);

    const read = await cast.as.guest.get(one);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: cast.guest.user.id, email: cast.guest.user.email });

    const foreignProject = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    const foreign = await ProjectMember.query(t.db).findOne({ project_id: foreignProject.id });
    for (const id of [foreign?.id, randomUUID(), "nope"]) {
      expect(await pick(cast.as.admin.get(`${base(project.id)}${id}/`)), String(id)).toEqual([404, NOT_FOUND]);
      expect(await pick(cast.as.admin.send("DELETE", `${base(project.id)}${id}/`)), String(id)).toEqual([404, NOT_FOUND]);
    }
    expect(await ProjectMember.query(t.db).findById(foreign?.id ?? "")).toMatchObject({ is_active: true });
  });

  it("changes a role (200) and removes a member (204), announcing each", async () => {
    const project = await staffed();
    const membership = await ProjectMember.query(t.db).findOne({ project_id: project.id, member_id: cast.member.user.id });
    const one = `${base(project.id, "project-members")}${membership?.id}/`;
    const events = recordEvents(t.server.services.events);
    expect(await pick(cast.as.admin.send("PATCH", one, { role: 5 }))).toEqual([200, { id: membership?.id, member: cast.member.user.id, role: 5 }]);
    expect((await cast.as.admin.send("DELETE", one)).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["project_member.updated", "project_member.deleted"]);
    expect(await pick(cast.as.admin.get(one))).toEqual([404, NOT_FOUND]);
    expect(await ProjectMember.query(t.db).findById(membership?.id ?? "")).toMatchObject({ is_active: false });
  });
});
