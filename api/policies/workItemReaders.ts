import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { effectiveProjectRole } from "../contract/projectRoles.js";
import { canAccessProject } from "./project.js";

interface ReaderRow {
  id: string;
  workspace_role: number;
  member_role: number | null;
}

/**
 * Which of `userIds` may read the work item now, by the rules a REST read of it follows: an active account
 * with an active membership of its workspace and a project role that reads content (a workspace admin
 * always has one; anyone else needs an active membership of the project, a guest included). Someone who
 * left, was removed or never joined is not among them. A draft is its creator's alone.
 */
export async function usersWhoCanRead(db: Knex, issue: Pick<Issue, "workspace_id" | "project_id" | "is_draft" | "created_by_id">, userIds: readonly string[]): Promise<Set<string>> {
  const candidates = issue.is_draft ? userIds.filter((id) => id === issue.created_by_id) : [...new Set(userIds)];
  if (candidates.length === 0) return new Set();
  const rows = (await db("users as u")
    .join("workspace_members as wm", (join) => {
      join.on("wm.member_id", "u.id").andOnVal("wm.workspace_id", issue.workspace_id).andOnVal("wm.is_active", true);
    })
    .leftJoin("project_members as pm", (join) => {
      join.on("pm.member_id", "u.id").andOnVal("pm.project_id", issue.project_id).andOnVal("pm.is_active", true);
    })
    .whereIn("u.id", candidates)
    .where("u.is_active", true)
    .select("u.id", "wm.role as workspace_role", "pm.role as member_role")) as ReaderRow[];
  return new Set(rows.filter((row) => canAccessProject(effectiveProjectRole(row.workspace_role, row.member_role), "read")).map((row) => row.id));
}
