import { ROLE } from "../../../api/contract/roles.js";
import { addProjectMember, buildProject } from "../../helpers/projects.js";
import { Project } from "../../../db/models/Project.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A staffed project with the fixture's spare member added as a project Member: the target of member routes. */
export async function projectMemberTarget(f: Fixture): Promise<Record<string, string>> {
  const ids = await staffedProject(f);
  const project = await Project.query(f.db).findById(ids.projectId as string);
  if (!project) throw new Error("the staffed project is missing");
  const membership = await addProjectMember(f.db, project, { id: f.target.member_id } as never, ROLE.MEMBER);
  return { ...ids, memberId: membership.id };
}

/** A public project only the spare member belongs to: whoever may join it joins for real (and is announced). */
async function sparesProject(f: Fixture): Promise<Record<string, string>> {
  return { projectId: (await buildProject(f.db, f.workspace, { id: f.target.member_id } as never)).id };
}

/** Project members, joining and leaving. */
export const PROJECT_MEMBER_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/members/",
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/members/",
    ids: staffedProject,
    body: (f) => ({ members: [{ member_id: f.target.member_id, role: ROLE.MEMBER }] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 201 },
    emits: ["project_member.created"],
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/members/:memberId/",
    ids: projectMemberTarget,
    body: () => ({ role: ROLE.GUEST }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["project_member.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/members/:memberId/",
    ids: projectMemberTarget,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["project_member.deleted"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/members/leave/",
    ids: staffedProject,
    // The admin is the project's only admin, who may not leave it.
    expected: { anonymous: 401, nonMember: 404, guest: 204, member: 204, admin: 400 },
    emits: ["project_member.deleted"],
  },
  {
    // The project travels in the body; a guest cannot see a project they were not added to.
    method: "POST",
    path: "/api/workspaces/:slug/projects/join/",
    ids: sparesProject,
    body: (_f, ids) => ({ project_ids: [ids.projectId] }),
    expected: { anonymous: 401, nonMember: 404, guest: 404, member: 201, admin: 201 },
    emits: ["project_member.created"],
  },
];
