import type { Db } from "../../db/connection.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import type { WorkspaceShape } from "../contract/workspaceShapes.js";
import { presentWorkspace } from "../presenters/workspace.js";
import type { WorkspaceWithRole } from "./memberships.js";

/** Presents workspaces with their owners, member counts and the caller's role in each: two queries for any number. */
export async function presentWorkspaces(db: Db, rows: readonly WorkspaceWithRole[]): Promise<WorkspaceShape[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.workspace.id))];
  const [owners, counts] = await Promise.all([
    User.query(db).select("id", "display_name", "avatar").findByIds([...new Set(rows.map((row) => row.workspace.owner_id))]),
    WorkspaceMember.query(db)
      .join("users", "users.id", "workspace_members.member_id")
      .whereIn("workspace_members.workspace_id", ids)
      .where("workspace_members.is_active", true)
      .where("users.is_bot", false)
      .groupBy("workspace_members.workspace_id")
      .select("workspace_members.workspace_id")
      .count("* as total")
      .castTo<{ workspace_id: string; total: number | string }[]>(),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const totalById = new Map(counts.map((count) => [count.workspace_id, Number(count.total)]));
  return rows.map(({ workspace, role }) =>
    presentWorkspace(workspace, {
      owner: ownerById.get(workspace.owner_id) ?? { id: workspace.owner_id, display_name: "", avatar: "" },
      total_members: totalById.get(workspace.id) ?? 0,
      role,
    }),
  );
}

/** The one workspace in its REST shape, seen by someone with `role` in it. */
export async function presentOneWorkspace(db: Db, workspace: Workspace, role: number): Promise<WorkspaceShape> {
  const [presented] = await presentWorkspaces(db, [{ workspace, role }]);
  if (!presented) throw new Error("presentWorkspaces() dropped a row");
  return presented;
}
