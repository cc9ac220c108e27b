import type { Knex } from "knex";
import { findVisibleProject, type ArchiveFilter, type Viewer, type VisibleProject } from "./projectVisibility.js";
import type { WorkspaceAccess } from "./workspaceAccess.js";

/** The member behind a workspace access, as project visibility asks about them. */
export function viewerOf({ membership }: WorkspaceAccess): Viewer {
  return { userId: membership.member_id, workspaceRole: membership.role };
}

/**
 * A project of a workspace the caller is in, with their role in it, or null when they may not see it (a
 * foreign, hidden or made-up id; an archived one unless `archive` asks for it). What they may do there
 * is canAccessProject(role, level) of ./project.ts.
 */
export function projectAccess(db: Knex, workspace: WorkspaceAccess, projectId: string, archive: ArchiveFilter = "active"): Promise<VisibleProject | null> {
  return findVisibleProject(db, workspace.workspace.id, viewerOf(workspace), projectId, archive);
}
