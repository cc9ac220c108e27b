import { containsPattern } from "../../db/likePattern.js";
import type { Db } from "../../db/connection.js";
import type { User } from "../../db/models/User.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { presentWorkspaceMember } from "../presenters/workspaceMember.js";

/**
 * The workspace's active human members, presented: the caller first (SPEC.md section 6), then in joining
 * order; `search` matches names and email anywhere, case-insensitively.
 */
export async function listWorkspaceMembers(db: Db, workspaceId: string, callerId: string, search: string | undefined) {
  const rows = await workspaceMemberRows(db, workspaceId, callerId, search);
  return rows.map((row) => presentWorkspaceMember(row, row.member));
}

/** The same members as rows with their person, for presenters other than the app's (the public API v1). */
export async function workspaceMemberRows(db: Db, workspaceId: string, callerId: string, search?: string): Promise<(WorkspaceMember & { member: User })[]> {
  const builder = WorkspaceMember.query(db)
    .modify("active")
    .where("workspace_members.workspace_id", workspaceId)
    .joinRelated("member")
    .where("member.is_bot", false)
    .withGraphFetched("member")
    .orderByRaw("(workspace_members.member_id = ?) desc", [callerId])
    .orderBy("workspace_members.created_at")
    .orderBy("workspace_members.id");
  const term = search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    builder.where((where) => {
      for (const column of ["first_name", "last_name", "display_name", "email"]) where.orWhere(`member.${column}`, "ilike", pattern);
    });
  }
  const rows = await builder;
  return rows.filter((row): row is WorkspaceMember & { member: User } => Boolean(row.member));
}
