import { Project } from "../../../db/models/Project.js";
import { finishedWorkItem } from "../../helpers/workItemLifecycle.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

const MEMBERS_ONLY = { anonymous: 401, nonMember: 404, guest: 403, member: 200, admin: 200 };

/** A completed item of a staffed project, archived when asked: what the archive routes act on. */
function finishedItem(archived: boolean) {
  return async (f: Fixture): Promise<Record<string, string>> => {
    const { projectId } = await staffedProject(f);
    const project = await Project.query(f.db).findById(projectId as string);
    if (!project) throw new Error("the staffed project is missing");
    const issue = await finishedWorkItem(f.db, project, { archived_at: archived ? new Date() : null });
    return { projectId: project.id, issueId: issue.id };
  };
}

/** Archive and restore, the archived list, bulk archive and delete, and the bulk date move. */
export const WORK_ITEM_LIFECYCLE_ROWS: MatrixRow[] = [
  { method: "POST", path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/archive/", ids: finishedItem(false), expected: MEMBERS_ONLY, emits: ["work_item.archived"] },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/archive/",
    ids: finishedItem(true),
    expected: { ...MEMBERS_ONLY, member: 204, admin: 204 },
    emits: ["work_item.restored"],
  },
  { method: "GET", path: "/api/workspaces/:slug/projects/:projectId/archived-issues/", ids: staffedProject, expected: MEMBERS_ONLY },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/bulk-archive-issues/",
    ids: finishedItem(false),
    body: (_f, ids) => ({ issue_ids: [ids.issueId] }),
    expected: MEMBERS_ONLY,
    emits: ["work_item.archived"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/bulk-delete-issues/",
    ids: finishedItem(false),
    body: (_f, ids) => ({ issue_ids: [ids.issueId] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["work_item.deleted"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/bulk-delete-issues/",
    ids: finishedItem(false),
    body: (_f, ids) => ({ issue_ids: [ids.issueId] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["work_item.deleted"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/issue-dates/",
    ids: finishedItem(false),
    body: (_f, ids) => ({ updates: [{ id: ids.issueId, start_date: "2026-01-01", target_date: "2026-01-31" }] }),
    expected: MEMBERS_ONLY,
    emits: ["work_item.updated"],
  },
];
