import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_NETWORK } from "../../api/contract/projectRoles.js";
import { ROLE } from "../../api/contract/roles.js";
import { projectAccess, workspaceProjectAccess } from "../../api/policies/projectAccess.js";
import type { ArchiveFilter } from "../../api/policies/projectVisibility.js";
import { workspaceAccess } from "../../api/policies/workspaceAccess.js";
import { Project } from "../../db/models/Project.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../helpers/workspaces.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

/**
 * projectScope() and writeWorkItem() read the tenant wall and the project in one statement
 * (workspaceProjectAccess); the workspace's routes and the hub ask workspaceAccess and projectAccess one after the other. Both must
 * answer alike for every person, project and archive filter, or a route would let in whom another refuses.
 */
describe("workspaceProjectAccess", () => {
  let cast: WorkspaceCast;
  let projects: Record<string, Project>;
  beforeAll(async () => {
    cast = await workspaceCast(t.db, t.baseUrl);
    const { admin, member, guest } = cast;
    const build = (network: number = PROJECT_NETWORK.PUBLIC) => buildProject(t.db, cast.workspace, admin.user, { network });
    const publicWithGuest = await build();
    await addProjectMember(t.db, publicWithGuest, guest.user, ROLE.GUEST);
    const privateWithMember = await build(PROJECT_NETWORK.PRIVATE);
    await addProjectMember(t.db, privateWithMember, member.user, ROLE.MEMBER);
    const privateWithLeftMember = await build(PROJECT_NETWORK.PRIVATE);
    await addProjectMember(t.db, privateWithLeftMember, member.user, ROLE.MEMBER);
    await ProjectMember.query(t.db).patch({ is_active: false }).where({ project_id: privateWithLeftMember.id, member_id: member.user.id });
    const archived = await build();
    await addProjectMember(t.db, archived, guest.user, ROLE.GUEST);
    await Project.query(t.db).patch({ archived_at: new Date() }).where("id", archived.id);
    const foreign = await buildProject(t.db, await buildWorkspace(t.db, admin.user), admin.user);
    projects = { public: await build(), publicWithGuest, private: await build(PROJECT_NETWORK.PRIVATE), privateWithMember, privateWithLeftMember, archived, foreign };
  });

  it("answers as workspaceAccess and projectAccess do, for each person, project and archive filter", async () => {
    const people = { admin: cast.admin, member: cast.member, guest: cast.guest, stranger: cast.stranger };
    const ids = { ...Object.fromEntries(Object.entries(projects).map(([name, project]) => [name, project.id])), madeUp: randomUUID(), malformed: "not-a-uuid" };
    const filters: ArchiveFilter[] = ["active", "archived", "any"];
    let seen = 0;
    for (const [who, person] of Object.entries(people)) {
      for (const [what, projectId] of Object.entries(ids)) {
        for (const archive of filters) {
          const together = await workspaceProjectAccess(t.db, cast.workspace.slug, person.user.id, projectId, archive);
          const workspace = await workspaceAccess(t.db, { slug: cast.workspace.slug }, person.user.id);
          const project = workspace ? await projectAccess(t.db, workspace, projectId, archive) : null;
          const label = `${who} / ${what} / ${archive}`;
          expect(together.workspace?.membership.toJSON() ?? null, label).toEqual(workspace?.membership.toJSON() ?? null);
          expect(together.workspace?.workspace.toJSON() ?? null, label).toEqual(workspace?.workspace.toJSON() ?? null);
          expect(together.project && { ...together.project, project: together.project.project.toJSON() }, label).toEqual(project && { ...project, project: project.project.toJSON() });
          if (project) seen++;
        }
      }
    }
    // The cases reach both answers: some projects are seen, and the stranger and hidden ones are not.
    expect(seen).toBeGreaterThan(10);
  });

  it("knows no workspace by a malformed or unknown slug", async () => {
    expect(await workspaceProjectAccess(t.db, "Not A Slug!", cast.admin.user.id, String(projects.public?.id), "active")).toEqual({ workspace: null, project: null, companion: null });
    expect(await workspaceProjectAccess(t.db, `no-such-${Date.now()}`, cast.admin.user.id, String(projects.public?.id), "active")).toEqual({ workspace: null, project: null, companion: null });
  });
});
