import type { Knex } from "knex";
import { Issue, ISSUE_COLUMNS } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { isUuid } from "../findInScope.js";
import { canAccessProject, type ProjectAccessLevel } from "./project.js";
import { projectAccess } from "./projectAccess.js";
import { workspaceAccess } from "./workspaceAccess.js";

export interface WorkItemAccess {
  issue: Issue;
  project: Project;
  /** The caller's effective role in the item's project. */
  role: number;
}

/**
 * A work item named by id alone (a `work_item_description.<uuid>` document, a socket asking about one),
 * or null when the caller may not reach it at `level`: the item's workspace membership and project
 * visibility are decided by the same functions as a REST request's. A draft is its creator's alone, and
 * only while they could still create it (Member and up), as the drafts list has it.
 */
export async function workItemAccess(db: Knex, userId: string, workItemId: string, level: Exclude<ProjectAccessLevel, "see">): Promise<WorkItemAccess | null> {
  const issue = isUuid(workItemId) ? await Issue.query(db).select(ISSUE_COLUMNS).findById(workItemId) : undefined;
  if (!issue) return null;
  const workspace = await workspaceAccess(db, { workspaceId: issue.workspace_id }, userId);
  const visible = workspace && (await projectAccess(db, workspace, issue.project_id));
  const role = visible?.role ?? null;
  if (!visible || role === null || !canAccessProject(role, level)) return null;
  if (issue.is_draft && (issue.created_by_id !== userId || !canAccessProject(role, "edit"))) return null;
  return { issue, project: visible.project, role };
}
