import { buildStaffedProject } from "../../helpers/projects.js";
import { createWorkItem } from "../../helpers/workItemExtras.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A work item made by the admin in a staffed project, with its IDENT-seq key. */
export async function v1WorkItemOf(f: Fixture) {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  const issue = await createWorkItem(f.db, project, f.users.admin, "Matrix item");
  return { project, issue, ids: { projectId: project.id, issueId: issue.id, key: `${project.identifier}-${issue.sequence_id}` } };
}

const itemIds = async (f: Fixture) => (await v1WorkItemOf(f)).ids;

export const V1_READ = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } as const;
export const V1_EDIT = (status: number) => ({ anonymous: 401, nonMember: 404, guest: 403, member: status, admin: status });

/** Plane serves each work item route under both spellings; a row per spelling. */
export function v1BothSpellings(rows: (spelling: string) => MatrixRow[]): MatrixRow[] {
  return ["issues", "work-items"].flatMap(rows);
}

/** Public API v1: work items one at a time, by identifier, and search (token mode). */
export const V1_WORK_ITEM_ROWS: MatrixRow[] = v1BothSpellings((spelling) => {
  const items = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/`;
  return [
    { method: "GET", path: items, ids: staffedProject, expected: V1_READ },
    { method: "POST", path: items, ids: staffedProject, body: () => ({ name: "Made through v1" }), expected: V1_EDIT(201), emits: ["work_item.created"] },
    { method: "GET", path: `${items}:issueId/`, ids: itemIds, expected: V1_READ },
    { method: "PATCH", path: `${items}:issueId/`, ids: itemIds, body: () => ({ priority: "high" }), expected: V1_EDIT(200), emits: ["work_item.updated"] },
    // The admin made the item: a member who did not may not delete it (the app's rule).
    { method: "DELETE", path: `${items}:issueId/`, ids: itemIds, expected: { ...V1_EDIT(204), member: 403 }, emits: ["work_item.deleted"] },
    { method: "GET", path: `/api/v1/workspaces/:slug/${spelling}/:key/`, ids: itemIds, expected: V1_READ },
    { method: "GET", path: `/api/v1/workspaces/:slug/${spelling}/search/`, query: "search=matrix", expected: V1_READ },
  ];
});
