import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_IDENTIFIER_TAKEN, PROJECT_NAME_TAKEN, STATE_SEQUENCE_STEP } from "../../api/commands/projectCreate.js";
import { ROLE } from "../../api/contract/roles.js";
import { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { State } from "../../db/models/State.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { addProjectMember, buildProject, uniqueIdentifier } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const list = (slug: string) => `/api/workspaces/${slug}/projects/`;
const one = (slug: string, id: string) => `/api/workspaces/${slug}/projects/${id}/`;
const states = (slug: string, id: string) => `/api/workspaces/${slug}/projects/${id}/states/`;
const identifierCheck = (slug: string, name: string) => `/api/workspaces/${slug}/project-identifiers/?name=${encodeURIComponent(name)}`;

function newProject(identifier = uniqueIdentifier()) {
  return { name: `Rockets ${identifier}`, identifier };
}

const PROJECT_KEYS = [
  "archived_at", "cover_image", "created_at", "created_by", "cycle_view", "default_assignee", "description", "id", "identifier", "inbox_view",
  "is_epic_enabled", "is_issue_type_enabled", "is_member", "is_time_tracking_enabled", "is_workflow_enabled", "issue_views_view",
  "lead", "logo_props", "member_role", "members", "module_view", "name", "network", "page_view", "project_lead", "sort_order", "updated_at", "updated_by", "workspace",
].sort();

const NOT_FOUND = { error: "Project not found", code: "not_found" };

describe("POST /api/workspaces/:slug/projects/", () => {
  let cast: WorkspaceCast;
  beforeAll(async () => {
    cast = await workspaceCast(t.db, t.baseUrl);
  });

  it("answers 401 without a session", async () => {
    const res = await new TestClient(t.baseUrl).send("POST", list(cast.workspace.slug), newProject());
    expect(res.status).toBe(401);
  });

  it("answers 403 to a guest, before looking at the input", async () => {
    expect((await cast.guest.client.send("POST", list(cast.workspace.slug), newProject())).status).toBe(403);
    expect((await cast.guest.client.send("POST", list(cast.workspace.slug), { name: "" })).status).toBe(403);
  });

  it("answers 400 naming the field for bad input", async () => {
    const post = (body: unknown) => cast.admin.client.send("POST", list(cast.workspace.slug), body);
    expect((await post({ ...newProject(), identifier: "TOO-LONG-IDENTIFIER" })).body.details[0].path).toBe("identifier");
    expect((await post({ ...newProject(), identifier: "A B" })).status).toBe(400);
    expect((await post({ ...newProject(), name: "  " })).body.details[0].path).toBe("name");
    expect((await post({ ...newProject(), network: 1 })).body.details[0].path).toBe("network");
    expect((await post({ ...newProject(), cover_image: "javascript:alert(1)" })).body.details[0].path).toBe("cover_image");
    expect((await post({ ...newProject(), unknown_field: true })).status).toBe(400);
  });

  it("refuses a lead who is not an active member of the workspace", async () => {
    const outsider = await signedInUser(t.db, t.baseUrl);
    const res = await cast.admin.client.send("POST", list(cast.workspace.slug), { ...newProject(), lead_id: outsider.user.id });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe("lead_id");
    const ok = await cast.admin.client.send("POST", list(cast.workspace.slug), { ...newProject(), lead_id: cast.member.user.id });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ lead: cast.member.user.id, project_lead: cast.member.user.id, default_assignee: null });
    // The lead joins as admin, capped at their workspace role.
    expect(ok.body.members.sort()).toEqual([cast.admin.user.id, cast.member.user.id].sort());
    const lead = await ProjectMember.query(t.db).where({ project_id: ok.body.id, member_id: cast.member.user.id }).first();
    expect(lead?.role).toBe(ROLE.MEMBER);
  });

  it("creates the project upper-casing the identifier, with its creator as project admin and the default states", async () => {
    const identifier = uniqueIdentifier("w");
    const res = await cast.admin.client.send("POST", list(cast.workspace.slug), { name: "Web", identifier: identifier.toLowerCase(), description: "d" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(PROJECT_KEYS);
    expect(res.body).toMatchObject({
      name: "Web",
      identifier: identifier.toUpperCase(),
      description: "d",
      network: 2,
      workspace: cast.workspace.id,
      member_role: ROLE.ADMIN,
      is_member: true,
      logo_props: {},
      cover_image: null,
      cycle_view: true,
      is_epic_enabled: false,
      archived_at: null,
      sort_order: 65535,
      created_by: cast.admin.user.id,
      members: [cast.admin.user.id],
    });
    const members = await ProjectMember.query(t.db).where("project_id", res.body.id);
    expect(members.map((m) => [m.member_id, m.role])).toEqual([[cast.admin.user.id, ROLE.ADMIN]]);
    const rows = await State.query(t.db).where("project_id", res.body.id).orderBy("sequence");
    expect(rows.map((s) => [s.name, s.group, s.sequence, s.is_default, s.is_triage])).toEqual([
      ["Backlog", "backlog", STATE_SEQUENCE_STEP, true, false],
      ["Todo", "unstarted", 2 * STATE_SEQUENCE_STEP, false, false],
      ["In Progress", "started", 3 * STATE_SEQUENCE_STEP, false, false],
      ["Done", "completed", 4 * STATE_SEQUENCE_STEP, false, false],
      ["Cancelled", "cancelled", 5 * STATE_SEQUENCE_STEP, false, false],
      ["Triage", "triage", 6 * STATE_SEQUENCE_STEP, false, true],
    ]);
  });

  it("never gives a workspace member a project role above their workspace role", async () => {
    const res = await cast.member.client.send("POST", list(cast.workspace.slug), newProject());
    expect(res.status).toBe(201);
    expect(res.body.member_role).toBe(ROLE.MEMBER);
  });

  it("answers 409 for a taken identifier (any case) or name, and creates nothing", async () => {
    const body = newProject();
    expect((await cast.admin.client.send("POST", list(cast.workspace.slug), body)).status).toBe(201);
    const sameIdentifier = await cast.admin.client.send("POST", list(cast.workspace.slug), { name: "Other name", identifier: body.identifier.toLowerCase() });
    expect(sameIdentifier.status).toBe(409);
    expect(sameIdentifier.body.error).toBe(PROJECT_IDENTIFIER_TAKEN);
    const sameName = await cast.admin.client.send("POST", list(cast.workspace.slug), { name: body.name, identifier: uniqueIdentifier() });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe(PROJECT_NAME_TAKEN);
    expect(await Project.query(t.db).where({ workspace_id: cast.workspace.id, identifier: body.identifier }).resultSize()).toBe(1);
  });

  it("lets exactly one of two concurrent creates of one identifier win", async () => {
    const identifier = uniqueIdentifier();
    const results = await Promise.all(
      ["A", "B", "C"].map((suffix) => cast.admin.client.send("POST", list(cast.workspace.slug), { name: `Race ${identifier} ${suffix}`, identifier })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const made = await Project.query(t.db).where({ workspace_id: cast.workspace.id, identifier });
    expect(made).toHaveLength(1);
    expect(await State.query(t.db).where("project_id", made[0]?.id ?? "").resultSize()).toBe(6);
  });

  it("allows the same identifier in another workspace", async () => {
    const body = newProject();
    const other = await buildWorkspace(t.db, cast.admin.user);
    expect((await cast.admin.client.send("POST", list(cast.workspace.slug), body)).status).toBe(201);
    expect((await cast.admin.client.send("POST", list(other.slug), body)).status).toBe(201);
  });
});

describe("GET /api/workspaces/:slug/project-identifiers/", () => {
  it("answers 401, 400 without a name, and counts the identifier case-insensitively", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    expect((await new TestClient(t.baseUrl).get(identifierCheck(cast.workspace.slug, project.identifier))).status).toBe(401);
    expect((await cast.member.client.get(`/api/workspaces/${cast.workspace.slug}/project-identifiers/`)).status).toBe(400);
    expect((await cast.member.client.get(identifierCheck(cast.workspace.slug, project.identifier.toLowerCase()))).body).toEqual({ exists: 1 });
    expect((await cast.member.client.get(identifierCheck(cast.workspace.slug, uniqueIdentifier()))).body).toEqual({ exists: 0 });
    const other = await buildWorkspace(t.db, cast.admin.user);
    expect((await cast.admin.client.get(identifierCheck(other.slug, project.identifier))).body).toEqual({ exists: 0 });
  });

  it("answers 400 for an identifier no project could have, without looking it up", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    for (const name of ["A".repeat(13), "A B", "A-1", "\u0000"]) {
      const res = await cast.member.client.get(identifierCheck(cast.workspace.slug, name));
      expect(res.status, name).toBe(400);
      expect(res.body.details[0].path).toBe("name");
    }
  });

  it("counts only projects the caller may see, so a private project's identifier is not revealed", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const open = await buildProject(t.db, cast.workspace, cast.admin.user);
    const exists = async (who: SignedInUser, identifier: string) => (await who.client.get(identifierCheck(cast.workspace.slug, identifier))).body;
    expect(await exists(cast.admin, secret.identifier)).toEqual({ exists: 1 });
    expect(await exists(cast.member, secret.identifier)).toEqual({ exists: 0 });
    expect(await exists(cast.guest, open.identifier)).toEqual({ exists: 0 });
    await addProjectMember(t.db, secret, cast.member.user, ROLE.MEMBER);
    await addProjectMember(t.db, open, cast.guest.user, ROLE.GUEST);
    expect(await exists(cast.member, secret.identifier)).toEqual({ exists: 1 });
    expect(await exists(cast.guest, open.identifier)).toEqual({ exists: 1 });
    // An archived project keeps its identifier taken for those who see it.
    await Project.query(t.db).patchAndFetchById(open.id, { archived_at: new Date() });
    expect(await exists(cast.member, open.identifier)).toEqual({ exists: 1 });
  });
});

describe("GET /api/workspaces/:slug/projects/", () => {
  let cast: WorkspaceCast;
  let open: Project;
  let secret: Project;
  let archived: Project;
  let joined: Project;
  beforeAll(async () => {
    cast = await workspaceCast(t.db, t.baseUrl);
    open = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "Open rockets" });
    secret = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "Secret", network: 0 });
    archived = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "Old" });
    joined = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "Joined" });
    await Project.query(t.db).patchAndFetchById(archived.id, { archived_at: new Date() });
    await addProjectMember(t.db, secret, cast.guest.user, ROLE.GUEST);
    await addProjectMember(t.db, joined, cast.member.user, ROLE.MEMBER);
  });
  const ids = (body: { id: string }[]) => body.map((p) => p.id).sort();

  it("answers 401 without a session and 400 for a malformed filter", async () => {
    expect((await new TestClient(t.baseUrl).get(list(cast.workspace.slug))).status).toBe(401);
    const bad = await cast.admin.client.get(`${list(cast.workspace.slug)}?archived=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("archived");
  });

  it("shows admins every active project, members public ones and their own, guests only theirs", async () => {
    expect(ids((await cast.admin.client.get(list(cast.workspace.slug))).body)).toEqual([open.id, secret.id, joined.id].sort());
    const asMember = await cast.member.client.get(list(cast.workspace.slug));
    expect(ids(asMember.body)).toEqual([open.id, joined.id].sort());
    expect(asMember.body.find((p: { id: string }) => p.id === open.id)).toMatchObject({ member_role: null, is_member: false, members: [cast.admin.user.id] });
    const asGuest = await cast.guest.client.get(list(cast.workspace.slug));
    expect(asGuest.body).toHaveLength(1);
    expect(asGuest.body[0]).toMatchObject({ id: secret.id, member_role: ROLE.GUEST, is_member: true });
  });

  it("lists archived projects only under archived=true", async () => {
    expect(ids((await cast.admin.client.get(`${list(cast.workspace.slug)}?archived=true`)).body)).toEqual([archived.id]);
    expect((await cast.member.client.get(`${list(cast.workspace.slug)}?archived=true`)).body.map((p: { archived_at: string }) => typeof p.archived_at)).toEqual([
      "string",
    ]);
  });

  it("hides projects without a role under mine=true", async () => {
    expect(ids((await cast.member.client.get(`${list(cast.workspace.slug)}?mine=true`)).body)).toEqual([joined.id]);
  });

  it("searches by name or identifier, case-insensitively, with LIKE characters taken literally", async () => {
    const byName = await cast.admin.client.get(`${list(cast.workspace.slug)}?search=ROCKET`);
    expect(ids(byName.body)).toEqual([open.id]);
    const byIdentifier = await cast.admin.client.get(`${list(cast.workspace.slug)}?search=${secret.identifier.slice(0, 6).toLowerCase()}`);
    expect(ids(byIdentifier.body)).toContain(secret.id);
    expect((await cast.admin.client.get(`${list(cast.workspace.slug)}?search=%25`)).body).toEqual([]);
  });
});

describe("GET /api/workspaces/:slug/projects/:projectId/", () => {
  it("answers 401, 404 for private, foreign, archived and made-up ids, and 200 otherwise", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const open = await buildProject(t.db, cast.workspace, cast.admin.user);
    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    const archived = await buildProject(t.db, cast.workspace, cast.admin.user);
    await Project.query(t.db).patchAndFetchById(archived.id, { archived_at: new Date() });

    expect((await new TestClient(t.baseUrl).get(one(cast.workspace.slug, open.id))).status).toBe(401);
    const ok = await cast.member.client.get(one(cast.workspace.slug, open.id));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: open.id, identifier: open.identifier, is_member: false });
    for (const id of [secret.id, foreign.id, archived.id, randomUUID(), "not-a-uuid"]) {
      const res = await cast.member.client.get(one(cast.workspace.slug, id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await cast.admin.client.get(one(cast.workspace.slug, secret.id))).status).toBe(200);
    // A guest sees only the projects they were added to.
    expect((await cast.guest.client.get(one(cast.workspace.slug, open.id))).status).toBe(404);
  });
});

describe("PATCH /api/workspaces/:slug/projects/:projectId/", () => {
  it("answers 401, 403 to non-admins, 400 to unknown fields and 200 to a project admin", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const path = one(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).send("PATCH", path, { name: "X" })).status).toBe(401);
    expect((await cast.member.client.send("PATCH", path, { name: "X" })).status).toBe(403);
    await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    expect((await cast.guest.client.send("PATCH", path, { name: "X" })).status).toBe(403);
    expect((await cast.admin.client.send("PATCH", path, { identifier: "NEW" })).status).toBe(400);
    expect((await cast.admin.client.send("PATCH", path, { network: 5 })).status).toBe(400);

    const res = await cast.admin.client.send("PATCH", path, { name: "Renamed", network: 0, is_epic_enabled: true, logo_props: { emoji: "1f680" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Renamed", network: 0, is_epic_enabled: true, logo_props: { emoji: "1f680" }, identifier: project.identifier });
    const stored = await Project.query(t.db).findById(project.id);
    expect(stored).toMatchObject({ name: "Renamed", network: 0, is_epic_enabled: true });
  });

  it("lets a workspace admin edit without being a project member, and refuses a lead outside the workspace", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.member.user);
    const path = one(cast.workspace.slug, project.id);
    await ProjectMember.query(t.db).delete().where({ project_id: project.id, member_id: cast.admin.user.id });
    expect((await cast.admin.client.send("PATCH", path, { description: "by the workspace admin" })).status).toBe(200);
    const outsider = await signedInUser(t.db, t.baseUrl);
    const bad = await cast.admin.client.send("PATCH", path, { lead_id: outsider.user.id });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("lead_id");
  });

  it("caps a project admin role at the workspace role: a workspace member holding one may not edit", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    await addProjectMember(t.db, project, cast.member.user, ROLE.ADMIN);
    expect((await cast.member.client.send("PATCH", one(cast.workspace.slug, project.id), { description: "x" })).status).toBe(403);
    expect((await Project.query(t.db).findById(project.id))?.description).toBe("");
  });

  it("answers 409 for a name another project of the workspace has", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const first = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "First" });
    const second = await buildProject(t.db, cast.workspace, cast.admin.user, { name: "Second" });
    const res = await cast.admin.client.send("PATCH", one(cast.workspace.slug, second.id), { name: first.name });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(PROJECT_NAME_TAKEN);
  });

  it("treats another workspace's project as unknown and changes nothing", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const other = await buildWorkspace(t.db, cast.stranger.user);
    await addMember(t.db, other, cast.admin.user, ROLE.MEMBER);
    const foreign = await buildProject(t.db, other, cast.stranger.user);
    const res = await cast.admin.client.send("PATCH", one(cast.workspace.slug, foreign.id), { name: "Hijacked" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await Project.query(t.db).findById(foreign.id))?.name).toBe(foreign.name);
  });
});

describe("DELETE /api/workspaces/:slug/projects/:projectId/", () => {
  it("answers 401, 403 to non-admins, 404 to foreign ids and 204 to an admin, removing states and members", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const path = one(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).send("DELETE", path)).status).toBe(401);
    expect((await cast.member.client.send("DELETE", path)).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", path)).status).toBe(404);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    expect((await cast.admin.client.send("DELETE", one(cast.workspace.slug, foreign.id))).status).toBe(404);
    expect(await Project.query(t.db).findById(foreign.id)).toBeDefined();

    expect((await cast.admin.client.send("DELETE", path)).status).toBe(204);
    expect(await Project.query(t.db).findById(project.id)).toBeUndefined();
    expect(await State.query(t.db).where("project_id", project.id).resultSize()).toBe(0);
    expect(await ProjectMember.query(t.db).where("project_id", project.id).resultSize()).toBe(0);
  });
});

describe("GET /api/workspaces/:slug/projects/:projectId/states/", () => {
  it("answers 401, 404 for a private project, 403 before joining, and lists the visible states by group order then sequence", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    // A backlog state sorts after Backlog by sequence (not by name) and before every unstarted state.
    await State.query(t.db).insert({ workspace_id: cast.workspace.id, project_id: project.id, name: "Archive", color: "#000000", group: "backlog", sequence: 10 * STATE_SEQUENCE_STEP });
    const path = states(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).get(path)).status).toBe(401);
    // A workspace member sees a public project but reads its content only after joining it.
    expect((await cast.member.client.get(path)).status).toBe(403);
    await addProjectMember(t.db, project, cast.guest.user, ROLE.GUEST);
    expect((await cast.member.client.get(states(cast.workspace.slug, secret.id))).body).toEqual(NOT_FOUND);

    const res = await cast.guest.client.get(path);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(["Backlog", "Archive", "Todo", "In Progress", "Done", "Cancelled"]);
    expect(res.body[0]).toMatchObject({ group: "backlog", default: true, project_id: project.id, sequence: STATE_SEQUENCE_STEP });
  });
});

describe("POST and DELETE /api/workspaces/:slug/projects/:projectId/archive/", () => {
  const archive = (slug: string, id: string) => `/api/workspaces/${slug}/projects/${id}/archive/`;

  it("archives for admins only, hides the project from everything but the archived list, and restores it", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    await addProjectMember(t.db, project, cast.member.user, ROLE.MEMBER);
    const path = archive(cast.workspace.slug, project.id);
    expect((await new TestClient(t.baseUrl).send("POST", path)).status).toBe(401);
    expect((await cast.member.client.send("POST", path)).status).toBe(403);
    expect((await Project.query(t.db).findById(project.id))?.archived_at).toBeNull();

    const archived = await cast.admin.client.send("POST", path);
    expect(archived.status).toBe(200);
    expect(Date.parse(archived.body.archived_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await cast.member.client.get(one(cast.workspace.slug, project.id))).status).toBe(404);
    expect((await cast.member.client.get(states(cast.workspace.slug, project.id))).status).toBe(404);
    // Archiving twice finds nothing to archive.
    expect((await cast.admin.client.send("POST", path)).status).toBe(404);

    expect((await cast.member.client.send("DELETE", path)).status).toBe(403);
    expect((await cast.admin.client.send("DELETE", path)).status).toBe(204);
    expect((await Project.query(t.db).findById(project.id))?.archived_at).toBeNull();
    expect((await cast.member.client.get(one(cast.workspace.slug, project.id))).status).toBe(200);
    // Restoring an active project finds nothing to restore.
    expect((await cast.admin.client.send("DELETE", path)).status).toBe(404);
  });

  it("lets an admin delete an archived project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", project.id);
    expect((await cast.admin.client.send("DELETE", one(cast.workspace.slug, project.id))).status).toBe(204);
    expect(await Project.query(t.db).findById(project.id)).toBeUndefined();
  });
});

describe("project events", () => {
  const audienceOf = (workspaceId: string, projectId: string) => ({ kind: "project", workspace_id: workspaceId, project_id: projectId });

  it("announces a create to the project, without the creator's own role, and each first membership", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const events = recordEvents(t.server.services.events);
    const res = await cast.admin.client.send("POST", list(cast.workspace.slug), { ...newProject(), lead_id: cast.member.user.id });
    expect(res.status).toBe(201);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["project.created", "project_member.created", "project_member.created"]);
    const [created, ...memberships] = events.seen;
    const { member_role: _role, is_member: _member, ...shared } = res.body;
    expect(created).toMatchObject({ id: res.body.id, workspace_id: cast.workspace.id, project_id: res.body.id, actor_id: cast.admin.user.id, data: shared });
    expect(Object.keys(created?.data ?? {})).not.toContain("member_role");
    const stored = await ProjectMember.query(t.db).where("project_id", res.body.id);
    expect(memberships.map((event) => event.id).sort()).toEqual(stored.map((m) => m.id).sort());
    expect(memberships.map((event) => (event.data as { member: { id: string } }).member.id).sort()).toEqual([cast.admin.user.id, cast.member.user.id].sort());
    for (const event of events.seen) expect(event.audience).toEqual(audienceOf(cast.workspace.id, res.body.id));
  });

  it("announces an update with the changed fields, an archive, a restore and a delete, each to the project", async () => {
    const cast = await workspaceCast(t.db, t.baseUrl);
    const project = await buildProject(t.db, cast.workspace, cast.admin.user);
    const path = one(cast.workspace.slug, project.id);
    const archive = `${path}archive/`;
    const events = recordEvents(t.server.services.events);
    const updated = await cast.admin.client.send("PATCH", path, { cycle_view: false, is_epic_enabled: true, page_view: true });
    expect(updated.status).toBe(200);
    const archived = await cast.admin.client.send("POST", archive);
    expect((await cast.admin.client.send("DELETE", archive)).status).toBe(204);
    expect((await cast.admin.client.send("DELETE", path)).status).toBe(204);
    events.stop();
    expect(events.seen.map((event) => event.name)).toEqual(["project.updated", "project.archived", "project.restored", "project.deleted"]);
    const [update, archiving, restoring, deletion] = events.seen;
    // page_view was already on: only what changed is announced.
    expect(update?.data).toEqual({ cycle_view: false, is_epic_enabled: true, updated_at: updated.body.updated_at });
    expect(archiving?.data).toMatchObject({ id: project.id, archived_at: archived.body.archived_at, is_epic_enabled: true, members: [cast.admin.user.id] });
    expect(restoring?.data).toMatchObject({ id: project.id, archived_at: null });
    expect(deletion?.data).toEqual({ id: project.id, workspace: cast.workspace.id });
    for (const event of events.seen) {
      expect(event).toMatchObject({ id: project.id, project_id: project.id, actor_id: cast.admin.user.id, audience: audienceOf(cast.workspace.id, project.id) });
    }
  });
});
