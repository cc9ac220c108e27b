import { uniqueIdentifier } from "../../helpers/projects.js";
import { Project } from "../../../db/models/Project.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A staffed project, archived. */
export async function archivedProject(f: Fixture): Promise<Record<string, string>> {
  const ids = await staffedProject(f);
  await Project.query(f.db).patch({ archived_at: new Date() }).where("id", ids.projectId as string);
  return ids;
}

/** Projects themselves. */
export const PROJECT_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/",
    body: () => {
      const identifier = uniqueIdentifier("M");
      return { name: `Matrix ${identifier}`, identifier };
    },
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 201, admin: 201 },
    emits: ["project.created", "project_member.created"],
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
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/",
    ids: staffedProject,
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["project.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/",
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["project.deleted"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/archive/",
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["project.archived"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/archive/",
    ids: archivedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["project.restored"],
  },
];
