import { Project } from "../../../db/models/Project.js";
import { buildState } from "../../helpers/states.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A staffed project with one extra, non-default state: what the per-state routes act on. */
export async function stateInProject(f: Fixture): Promise<Record<string, string>> {
  const ids = await staffedProject(f);
  const project = await Project.query(f.db).findById(ids.projectId as string);
  if (!project) throw new Error("the staffed project is missing");
  return { ...ids, stateId: (await buildState(f.db, project)).id };
}

const EDITORS = { anonymous: 401, nonMember: 404, guest: 403 } as const;

/** A project's workflow states. */
export const STATE_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/workspaces/:slug/states/",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/states/",
    ids: staffedProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/states/",
    ids: staffedProject,
    body: () => ({ name: "Made by the matrix", color: "#AA3300", group: "started" }),
    expected: { ...EDITORS, member: 201, admin: 201 },
    emits: ["state.created"],
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/states/:stateId/",
    ids: stateInProject,
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { ...EDITORS, member: 200, admin: 200 },
    emits: ["state.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/states/:stateId/",
    ids: stateInProject,
    expected: { ...EDITORS, member: 204, admin: 204 },
    emits: ["state.deleted"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/states/:stateId/mark-default/",
    ids: stateInProject,
    expected: { ...EDITORS, member: 204, admin: 204 },
    emits: ["state.updated"],
  },
];
