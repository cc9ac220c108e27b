import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Project } from "../../../db/models/Project.js";
import { recordEvents } from "../../helpers/events.js";
import { buildProject, buildStaffedProject, uniqueIdentifier } from "../../helpers/projects.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { NOT_FOUND, pick, THREE_401S, unauthenticatedAnswers, v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
});
afterAll(() => t.close());

const projectsPath = (slug = cast.workspace.slug) => `/api/v1/workspaces/${slug}/projects/`;
const projectPath = (id: string, slug = cast.workspace.slug) => `${projectsPath(slug)}${id}/`;
const staffed = () => buildStaffedProject(t.db, cast.workspace, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
const fresh = () => {
  const identifier = uniqueIdentifier("V");
  return { name: `Project ${identifier}`, identifier };
};

/** Plane's ProjectSerializer fields that Cairn serves. */
const PROJECT_KEYS = [
  "archived_at", "cover_image", "cover_image_url", "created_at", "created_by", "cycle_view", "default_assignee", "deleted_at", "description",
  "id", "identifier", "intake_view", "is_deployed", "is_issue_type_enabled", "is_member", "is_time_tracking_enabled", "issue_views_view",
  "logo_props", "member_role", "module_view", "name", "network", "page_view", "project_lead", "sort_order", "total_cycles", "total_members",
  "total_modules", "updated_at", "updated_by", "workspace",
];

describe("every v1 project route", () => {
  it("answers 401 without a key, with a made-up key and with a revoked one", async () => {
    const project = await staffed();
    for (const [method, path] of [
      ["GET", projectsPath()],
      ["POST", projectsPath()],
      ["GET", projectPath(project.id)],
      ["PATCH", projectPath(project.id)],
      ["DELETE", projectPath(project.id)],
      ["POST", `${projectPath(project.id)}archive/`],
      ["DELETE", `${projectPath(project.id)}archive/`],
      ["GET", `${projectPath(project.id)}members/`],
      ["GET", `${projectPath(project.id)}project-members/`],
    ] as const) {
      expect(await unauthenticatedAnswers(t, cast, method, path), `${method} ${path}`).toEqual(THREE_401S);
    }
    expect(await Project.query(t.db).findById(project.id)).toMatchObject({ archived_at: null, name: project.name });
  });
});

describe("POST /api/v1/workspaces/:slug/projects/", () => {
  it("creates the project (201) with Plane's fields, through the app's command and events", async () => {
    const events = recordEvents(t.server.services.events);
    const body = { ...fresh(), description: "From a script", project_lead: cast.member.user.id, intake_view: true, cycle_view: false, emoji: "ignored" };
    const res = await cast.as.admin.send("POST", projectsPath(), body);
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(PROJECT_KEYS);
    expect(res.body).toMatchObject({
      name: body.name,
      identifier: body.identifier,
      description: "From a script",
      project_lead: cast.member.user.id,
      intake_view: true,
      cycle_view: false,
      workspace: cast.workspace.id,
      member_role: 20,
      is_member: true,
      total_members: 2,
      network: 2,
      archived_at: null,
    });
    const [created] = events.named("project.created");
    expect(created?.id).toBe(res.body.id);
    expect(created?.audience).toMatchObject({ kind: "project", project_id: res.body.id, workspace_id: cast.workspace.id });
    expect(events.named("project.updated")).toHaveLength(1);
    expect(await Project.query(t.db).findById(res.body.id)).toMatchObject({ inbox_view: true, cycle_view: false, lead_id: cast.member.user.id });
  });

  it("answers 400 naming each refused field in Plane's shape, and creates nothing", async () => {
    const before = await Project.query(t.db).where("workspace_id", cast.workspace.id).resultSize();
    const missing = await cast.as.admin.send("POST", projectsPath(), { description: "no name" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body).sort()).toEqual(["identifier", "name"]);
    expect(missing.body.name).toEqual([expect.any(String)]);
    const badLead = await cast.as.admin.send("POST", projectsPath(), { ...fresh(), project_lead: "someone" });
    expect(badLead.status).toBe(400);
    expect(Object.keys(badLead.body)).toEqual(["project_lead"]);
    // The command refuses a lead from outside the workspace in the app's name (lead_id); v1 hears its own.
    const strangerLead = await cast.as.admin.send("POST", projectsPath(), { ...fresh(), project_lead: cast.stranger.user.id });
    expect(strangerLead.status).toBe(400);
    expect(strangerLead.body).toEqual({ project_lead: ["is not a member of this workspace"] });
    expect(await Project.query(t.db).where("workspace_id", cast.workspace.id).resultSize()).toBe(before);
  });

  it("answers 409 naming the taken identifier or name", async () => {
    const taken = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect(await pick(cast.as.admin.send("POST", projectsPath(), { name: `Other ${randomUUID()}`.slice(0, 40), identifier: taken.identifier.toLowerCase() }))).toEqual([
      409,
      { identifier: "Project identifier is already taken" },
    ]);
    expect(await pick(cast.as.admin.send("POST", projectsPath(), { name: taken.name, identifier: uniqueIdentifier("N") }))).toEqual([409, { name: "Project name is already taken" }]);
  });

  it("refuses a guest (403) and keeps a token out of other workspaces (404)", async () => {
    expect(await pick(cast.as.guest.send("POST", projectsPath(), fresh()))).toEqual([403, { detail: "Guests cannot create projects." }]);
    expect(await pick(cast.as.outsider.send("POST", projectsPath(), fresh()))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.admin.send("POST", projectsPath(cast.otherWorkspace.slug), fresh()))).toEqual([404, NOT_FOUND]);
    expect(await Project.query(t.db).where("workspace_id", cast.otherWorkspace.id).resultSize()).toBe(0);
  });
});

describe("GET /api/v1/workspaces/:slug/projects/", () => {
  it("pages the projects the caller may see in Plane's envelope, walking by cursor", async () => {
    const cast2 = await v1Cast(t);
    for (let i = 0; i < 5; i++) await buildProject(t.db, cast2.workspace, cast2.admin.user);
    const first = await cast2.as.admin.get(`${projectsPath(cast2.workspace.slug)}?per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ grouped_by: null, sub_grouped_by: null, total_count: 5, total_results: 5, total_pages: 3, count: 2, next_cursor: "2:1:0", prev_cursor: "2:-1:1", next_page_results: true, prev_page_results: false, extra_stats: null });
    const seen: string[] = first.body.results.map((project: { id: string }) => project.id);
    let cursor: string = first.body.next_cursor;
    for (;;) {
      const page = await cast2.as.admin.get(`${projectsPath(cast2.workspace.slug)}?per_page=2&cursor=${cursor}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.results.map((project: { id: string }) => project.id));
      if (!page.body.next_page_results) break;
      cursor = page.body.next_cursor;
    }
    expect(new Set(seen).size).toBe(5);
    const all = await cast2.as.admin.get(projectsPath(cast2.workspace.slug));
    expect(all.body).toMatchObject({ count: 5, total_pages: 1, next_page_results: false });
    expect(Object.keys(all.body.results[0]).sort()).toEqual(PROJECT_KEYS);
  });

  it("lists archived projects too, each saying so in archived_at, as Plane's list does", async () => {
    const cast2 = await v1Cast(t);
    const active = await buildProject(t.db, cast2.workspace, cast2.admin.user);
    const archived = await buildProject(t.db, cast2.workspace, cast2.admin.user);
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", archived.id);
    const listed = (await cast2.as.admin.get(projectsPath(cast2.workspace.slug))).body.results as { id: string; archived_at: string | null }[];
    expect(listed.find((project) => project.id === active.id)?.archived_at).toBeNull();
    expect(listed.find((project) => project.id === archived.id)?.archived_at).toEqual(expect.any(String));
  });

  it("keeps only ?fields= and refuses a bad per_page or cursor (400)", async () => {
    await staffed();
    const slim = await cast.as.member.get(`${projectsPath()}?fields=id,name,nonsense`);
    expect(slim.status).toBe(200);
    expect(Object.keys(slim.body.results[0]).sort()).toEqual(["id", "name"]);
    expect(await pick(cast.as.member.get(`${projectsPath()}?per_page=1001`))).toEqual([400, { detail: "Invalid per_page value. Cannot exceed 1000." }]);
    expect(await pick(cast.as.member.get(`${projectsPath()}?per_page=lots`))).toEqual([400, { detail: "Invalid per_page parameter." }]);
    expect(await pick(cast.as.member.get(`${projectsPath()}?cursor=2:x:0`))).toEqual([400, { detail: "Invalid cursor parameter." }]);
    expect(await pick(cast.as.member.get(`${projectsPath()}?cursor=2:-1:1`))).toEqual([400, { detail: "Error in parsing" }]);
    // A repeated parameter is refused by the query schema, naming it, rather than read one way or another.
    for (const repeated of ["per_page=1&per_page=2", "cursor=1:0:0&cursor=1:1:0", "fields=id&fields=name", "expand=a&expand=b"]) {
      const res = await cast.as.member.get(`${projectsPath()}?${repeated}`);
      expect([res.status, Object.keys(res.body)], repeated).toEqual([400, [repeated.split("=")[0]]]);
    }
  });

  it("shows a guest only projects they are in, and answers another workspace's slug 404", async () => {
    const mine = await staffed();
    const notMine = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const ids = (await cast.as.guest.get(projectsPath())).body.results.map((project: { id: string }) => project.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(notMine.id);
    expect(await pick(cast.as.outsider.get(projectsPath()))).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.member.get(projectsPath(cast.otherWorkspace.slug)))).toEqual([404, NOT_FOUND]);
  });
});

describe("GET /api/v1/workspaces/:slug/projects/:projectId/", () => {
  it("returns the project with Plane's fields, and 404 for another workspace's, a made-up or a malformed id", async () => {
    const project = await staffed();
    const res = await cast.as.guest.get(projectPath(project.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, identifier: project.identifier, member_role: 5, is_member: true, total_members: 3 });
    expect((await cast.as.guest.get(`${projectPath(project.id)}?fields=identifier`)).body).toEqual({ identifier: project.identifier });
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    for (const id of [foreign.id, randomUUID(), "not-a-uuid"]) expect(await pick(cast.as.admin.get(projectPath(id))), id).toEqual([404, NOT_FOUND]);
    expect(await pick(cast.as.outsider.get(projectPath(project.id)))).toEqual([404, NOT_FOUND]);
  });
});

describe("PATCH /api/v1/workspaces/:slug/projects/:projectId/", () => {
  it("updates v1's fields (200) for a project admin and announces it", async () => {
    const project = await staffed();
    const events = recordEvents(t.server.services.events);
    const res = await cast.as.admin.send("PATCH", projectPath(project.id), { name: `Renamed ${project.identifier}`, intake_view: true, project_lead: cast.admin.user.id });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: `Renamed ${project.identifier}`, intake_view: true, project_lead: cast.admin.user.id });
    expect(events.named("project.updated")[0]?.id).toBe(project.id);
  });

  it("refuses members (403), bad input (400), an archived project (400 as Plane words it) and foreign ids (404)", async () => {
    const project = await staffed();
    expect(await pick(cast.as.member.send("PATCH", projectPath(project.id), { name: "Nope" }))).toEqual([403, { detail: "Only project admins can do this." }]);
    const bad = await cast.as.admin.send("PATCH", projectPath(project.id), { name: "", network: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["name", "network"]);
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", project.id);
    expect(await pick(cast.as.admin.send("PATCH", projectPath(project.id), { name: "Nope" }))).toEqual([400, { error: "Archived project cannot be updated" }]);
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    expect(await pick(cast.as.admin.send("PATCH", projectPath(foreign.id), { name: "Nope" }))).toEqual([404, NOT_FOUND]);
    expect(await Project.query(t.db).findById(foreign.id)).toMatchObject({ name: foreign.name });
    expect(await Project.query(t.db).findById(project.id)).toMatchObject({ name: project.name });
  });
});

describe("DELETE /api/v1/workspaces/:slug/projects/:projectId/", () => {
  it("deletes (204) for a project admin, refuses a member (403) and another workspace's project (404)", async () => {
    const project = await staffed();
    expect(await pick(cast.as.member.send("DELETE", projectPath(project.id)))).toEqual([403, { detail: "Only project admins can do this." }]);
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    expect((await cast.as.admin.send("DELETE", projectPath(foreign.id))).status).toBe(404);
    expect(await Project.query(t.db).findById(foreign.id)).toBeDefined();
    const events = recordEvents(t.server.services.events);
    const res = await cast.as.admin.send("DELETE", projectPath(project.id));
    events.stop();
    expect(res.status).toBe(204);
    expect(events.named("project.deleted")).toHaveLength(1);
    expect(await Project.query(t.db).findById(project.id)).toBeUndefined();
  });
});

describe("POST and DELETE /api/v1/workspaces/:slug/projects/:projectId/archive/", () => {
  it("archives and unarchives (204 each) for a project admin, announcing both", async () => {
    const project = await staffed();
    expect(await pick(cast.as.member.send("POST", `${projectPath(project.id)}archive/`))).toEqual([403, { detail: "Only project admins can do this." }]);
    const events = recordEvents(t.server.services.events);
    expect((await cast.as.admin.send("POST", `${projectPath(project.id)}archive/`)).status).toBe(204);
    expect((await Project.query(t.db).findById(project.id))?.archived_at).not.toBeNull();
    expect((await cast.as.guest.get(projectPath(project.id))).body.archived_at).toEqual(expect.any(String));
    expect((await cast.as.admin.send("DELETE", `${projectPath(project.id)}archive/`)).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["project.archived", "project.restored"]);
    expect((await Project.query(t.db).findById(project.id))?.archived_at).toBeNull();
    // Unarchiving a project that is not archived finds nothing to restore.
    expect(await pick(cast.as.admin.send("DELETE", `${projectPath(project.id)}archive/`))).toEqual([404, NOT_FOUND]);
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    expect((await cast.as.admin.send("POST", `${projectPath(foreign.id)}archive/`)).status).toBe(404);
    expect((await Project.query(t.db).findById(foreign.id))?.archived_at).toBeNull();
  });
});

describe("GET /api/v1/workspaces/:slug/projects/:projectId/members/", () => {
  it("lists the project's people as UserLite at both of Plane's paths", async () => {
    const project = await staffed();
    for (const tail of ["members/", "project-members/"]) {
      const res = await cast.as.guest.get(`${projectPath(project.id)}${tail}`);
      expect(res.status).toBe(200);
      expect(res.body.map((user: { id: string }) => user.id).sort()).toEqual([cast.admin.user.id, cast.member.user.id, cast.guest.user.id].sort());
      expect(Object.keys(res.body[0]).sort()).toEqual(["avatar", "avatar_url", "display_name", "email", "first_name", "id", "last_name"]);
    }
  });

  it("answers 404 for a private project the caller cannot see and for another workspace's project", async () => {
    const hidden = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    expect(await pick(cast.as.member.get(`${projectPath(hidden.id)}members/`))).toEqual([404, NOT_FOUND]);
    const foreign = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
    expect(await pick(cast.as.admin.get(`${projectPath(foreign.id)}members/`))).toEqual([404, NOT_FOUND]);
  });

  it("refuses a workspace member reading a public project they have not joined (403)", async () => {
    const open = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect(await pick(cast.as.member.get(`${projectPath(open.id)}members/`))).toEqual([403, { detail: "Join this project to see what is in it." }]);
  });
});
