import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { lockWorkItemInScope } from "../../api/workItems/lockInScope.js";
import type { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { buildCastProject, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { TestClient } from "../helpers/client.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestServer;
/** A public project of a fresh workspace, with the cast's member and guest added, and one live item in it. */
let cast: WorkspaceCast;
let project: Project;
let item: Issue;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
  project = await buildCastProject(t.db, cast);
  item = await buildWorkItem(t.db, project, { name: "Untouched" });
});
afterAll(() => t.close());

/**
 * A write on one work item reads the caller's access and locks the item in one statement
 * (api/workItems/lockInScope.ts). It must find exactly the item findWorkItem() finds, in the same
 * project and workspace only, and hold it locked until the transaction ends.
 */
describe("lockWorkItemInScope", () => {
  let adminsDraft: Issue;
  let otherProjectsItem: Issue;
  let foreignItem: Issue;
  beforeAll(async () => {
    adminsDraft = await buildWorkItem(t.db, project, { is_draft: true, created_by_id: cast.admin.user.id });
    otherProjectsItem = await buildWorkItem(t.db, await buildProject(t.db, cast.workspace, cast.admin.user));
    const elsewhere = await buildProject(t.db, await buildWorkspace(t.db, cast.admin.user), cast.admin.user);
    foreignItem = await buildWorkItem(t.db, elsewhere);
  });

  const lock = (userId: string, itemId: string, projectId = project.id, slug = cast.workspace.slug) =>
    t.db.transaction((trx) => lockWorkItemInScope(trx, slug, userId, projectId, itemId));

  it("finds the project's item for whoever may see the project, with their role", async () => {
    for (const person of [cast.admin, cast.member, cast.guest]) {
      const { access, issue } = await lock(person.user.id, item.id);
      expect(issue?.id, person.user.email).toBe(item.id);
      expect(issue?.name).toBe(item.name);
      expect(access.project?.project.id).toBe(project.id);
      expect(access.workspace?.membership.member_id).toBe(person.user.id);
    }
    expect((await lock(cast.guest.user.id, item.id)).access.project?.role).toBe(ROLE.GUEST);
  });

  it("finds a draft for its creator alone", async () => {
    expect((await lock(cast.admin.user.id, adminsDraft.id)).issue?.id).toBe(adminsDraft.id);
    expect((await lock(cast.member.user.id, adminsDraft.id)).issue).toBeNull();
  });

  it("finds no item of another project or workspace, made up or malformed", async () => {
    for (const id of [otherProjectsItem.id, foreignItem.id, randomUUID(), "not-a-uuid", item.id.toUpperCase() + "x"]) {
      const { access, issue } = await lock(cast.admin.user.id, id);
      expect(issue, id).toBeNull();
      expect(access.project?.project.id).toBe(project.id);
    }
  });

  it("reads no item for a stranger, nor through another workspace's slug", async () => {
    const stranger = await lock(cast.stranger.user.id, item.id);
    expect(stranger).toEqual({ access: { workspace: null, project: null, companion: null }, issue: null });
    const elsewhere = await buildWorkspace(t.db, cast.admin.user);
    const wrongSlug = await lock(cast.admin.user.id, item.id, project.id, elsewhere.slug);
    expect(wrongSlug.issue).toBeNull();
    expect(wrongSlug.access.project).toBeNull();
  });

  it.skipIf(!onPostgres)("holds the item locked until the transaction ends", async () => {
    const tryToLock = () => t.db.raw("select id from issues where id = ? for no key update nowait", [item.id]);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (trx) => {
      expect((await lockWorkItemInScope(trx, cast.workspace.slug, cast.member.user.id, project.id, item.id)).issue?.id).toBe(item.id);
      locked();
      await released;
    });
    await isLocked;
    // PostgreSQL's lock_not_available: another transaction holds the row.
    await expect(tryToLock()).rejects.toMatchObject({ code: "55P03" });
    release();
    await holder;
    await expect(tryToLock()).resolves.toBeDefined();
  });
});

/**
 * The routes of writeWorkItem() mount signedIn() alone and decide access in the unit of work, after the
 * input is checked: an anonymous caller still hears 401 first, and a caller who may not write hears 400
 * for a malformed body (which tells nothing about the workspace), 404 or 403 for a well-formed one, and
 * nothing changes either way.
 */
describe("the answers of a write on one work item, in order", () => {
  const path = () => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/${item.id}/`;
  const malformed = { priority: "sky-high" };

  it("answers an anonymous caller 401 whatever the body", async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.send("PATCH", path(), malformed)).status).toBe(401);
    expect((await anonymous.send("PATCH", path(), { name: "x" })).status).toBe(401);
  });

  it("answers a stranger 404 and a guest 403 for a well-formed body, 400 for a malformed one", async () => {
    expect((await cast.stranger.client.send("PATCH", path(), { name: "x" })).status).toBe(404);
    expect((await cast.guest.client.send("PATCH", path(), { name: "x" })).status).toBe(403);
    for (const person of [cast.stranger, cast.guest]) expect((await person.client.send("PATCH", path(), malformed)).status).toBe(400);
    const after = await cast.admin.client.get(path());
    expect(after.body.name).toBe("Untouched");
    expect(after.body.priority).toBe(item.priority);
  });
});
