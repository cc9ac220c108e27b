import type { Db } from "../../db/connection.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";

export interface WorkspaceWithRole {
  workspace: Workspace;
  role: number;
}

/** The user's active workspaces in the order they joined them: the first is their fallback workspace. */
export async function activeWorkspacesOf(db: Db, userId: string): Promise<WorkspaceWithRole[]> {
  const memberships = await WorkspaceMember.query(db).modify("active").where("member_id", userId).orderBy("created_at").orderBy("id");
  const workspaces = await Workspace.query(db).findByIds(memberships.map((m) => m.workspace_id));
  const byId = new Map(workspaces.map((workspace) => [workspace.id, workspace]));
  return memberships.flatMap((m) => {
    const workspace = byId.get(m.workspace_id);
    return workspace ? [{ workspace, role: m.role }] : [];
  });
}

/** Whether the user is an active member of the workspace. */
export async function isActiveMember(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  return (await WorkspaceMember.query(db).modify("active").where({ workspace_id: workspaceId, member_id: userId }).resultSize()) > 0;
}
