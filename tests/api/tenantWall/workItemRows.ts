import { Project } from "../../../db/models/Project.js";
import { createWorkItem } from "../../helpers/workItemExtras.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A work item made by the admin in a staffed project: the target of the item routes. */
async function workItemOf(f: Fixture): Promise<Record<string, string>> {
  const { projectId } = await staffedProject(f);
  const project = await Project.query(f.db).findById(projectId as string);
  if (!project) throw new Error("the staffed project is missing");
  const issue = await createWorkItem(f.db, project, f.users.admin, "Matrix item");
  return { projectId: project.id, issueId: issue.id, key: `${project.identifier}-${issue.sequence_id}` };
}

/** Work items one at a time, and the lookup by IDENT-seq. */
export const WORK_ITEM_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/issues/",
    ids: staffedProject,
    // Assigned to the admin and the member, so whichever of them creates it, the other is notified.
    body: (f) => ({ name: "Made by the matrix", assignee_ids: [f.users.admin.id, f.users.member.id] }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 201, admin: 201 },
    emits: ["work_item.created", "work_item_subscription.created", "notification.created", "notification_counts.updated"],
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/",
    ids: workItemOf,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/",
    ids: workItemOf,
    body: () => ({ priority: "high" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 200, admin: 200 },
    emits: ["work_item.updated"],
  },
  {
    // The admin made the item: a member who did not may not delete it.
    method: "DELETE",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/",
    ids: workItemOf,
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 204 },
    emits: ["work_item.deleted"],
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/sub-issues/",
    ids: workItemOf,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/projects/:projectId/issues/:issueId/history/",
    ids: workItemOf,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "GET",
    path: "/api/workspaces/:slug/work-items/:key/",
    ids: workItemOf,
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
];
