import { Project } from "../../../db/models/Project.js";
import { buildLabel } from "../../helpers/labels.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A staffed project with one label: what the per-label routes act on. */
export async function labelInProject(f: Fixture): Promise<Record<string, string>> {
  const ids = await staffedProject(f);
  const project = await Project.query(f.db).findById(ids.projectId as string);
  if (!project) throw new Error("the staffed project is missing");
  return { ...ids, labelId: (await buildLabel(f.db, project)).id };
}

const EDITORS = { anonymous: 401, nonMember: 404, guest: 403 } as const;

/** Work item labels, per project and across the workspace. */
export const LABEL_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/workspaces/:slug/labels/",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/issue-labels/",
    ids: labelInProject,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/issue-labels/",
    ids: labelInProject,
    body: () => ({ name: "Made by the matrix" }),
    expected: { ...EDITORS, member: 201, admin: 201 },
    emits: ["label.created"],
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/",
    ids: labelInProject,
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { ...EDITORS, member: 200, admin: 200 },
    emits: ["label.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/",
    ids: labelInProject,
    expected: { ...EDITORS, member: 204, admin: 204 },
    emits: ["label.deleted"],
  },
];
