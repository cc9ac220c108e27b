import { buildStaffedProject } from "../../helpers/projects.js";
import { createUnfollowedWorkItem, createWorkItem } from "../../helpers/workItemExtras.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/** A work item of a staffed project: what the list's multi-select actions act on. */
async function item(f: Fixture): Promise<Record<string, string>> {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  return { projectId: project.id, issueId: (await createWorkItem(f.db, project, f.users.admin)).id };
}

/** An item as above that nobody follows yet, so that every caller's following it is news. */
async function unfollowedItem(f: Fixture): Promise<Record<string, string>> {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  return { projectId: project.id, issueId: (await createUnfollowedWorkItem(f.db, project, f.users.admin)).id };
}

/** The same properties on many items, and following many items. */
export const WORK_ITEM_BULK_ROWS: MatrixRow[] = [
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/bulk-operation-issues/",
    ids: item,
    body: (_f, ids) => ({ issue_ids: [ids.issueId], properties: { priority: "high" } }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 204, admin: 204 },
    emits: ["work_item.updated"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/projects/:projectId/bulk-subscribe-issues/",
    ids: unfollowedItem,
    body: (_f, ids) => ({ issue_ids: [ids.issueId] }),
    expected: { anonymous: 401, nonMember: 404, guest: 204, member: 204, admin: 204 },
    emits: ["work_item_subscription.created"],
  },
];
