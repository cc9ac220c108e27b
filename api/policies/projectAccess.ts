import type { Knex } from "knex";
import type { Db } from "../../db/connection.js";
import { Project } from "../../db/models/Project.js";
import { preparedArrays } from "../../db/preparedQuery.js";
import { workspaceSlugProblem } from "../contract/workspaceSlug.js";
import { isUuid } from "../findInScope.js";
import { findVisibleProject, seesProject, toVisibleProject, type ArchiveFilter, type Viewer, type VisibleProject } from "./projectVisibility.js";
import { ACCESS_COLUMNS, ACCESS_FROM, ACTIVE_MEMBER, toAccess, workspaceAccess, type AccessRow, type WorkspaceAccess } from "./workspaceAccess.js";

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

/** The caller's workspace access (null: no such workspace, or not theirs) and, inside it, the project's. */
export interface WorkspaceProjectAccess {
  workspace: WorkspaceAccess | null;
  project: VisibleProject | null;
}

/** Where the workspace's columns end and the project's begin in a row of WORKSPACE_PROJECT_SQL. */
const PROJECT_COLUMNS_FOLLOW = "project_columns_follow";

/**
 * The tenant wall and the project named in the same URL, in one statement: the member's workspace row
 * (as workspaceAccess reads it) and the project of that workspace with the id, with the member's active
 * project membership role, whatever its visibility; seesProject() then applies visibleProjectsQuery's
 * rule to it. Both tables' columns come whole (`*`), so a column added later is read as before.
 */
const WORKSPACE_PROJECT_SQL = `select ${ACCESS_COLUMNS}, null as ${PROJECT_COLUMNS_FOLLOW}, p.*
  ${ACCESS_FROM}
  left join lateral (
    select projects.*, pm.role as member_role from projects
      left join project_members as pm on pm.project_id = projects.id and pm.member_id = m.member_id and pm.is_active = true
      where projects.workspace_id = workspaces.id and projects.id = ?
  ) as p on true
  where workspaces.slug = ? and ${ACTIVE_MEMBER}`;

/** workspaceAccess by slug and projectAccess together, in one round trip, for a request under .../projects/:projectId/. */
export async function workspaceProjectAccess(db: Db, slug: string, userId: string, projectId: string, archive: ArchiveFilter): Promise<WorkspaceProjectAccess> {
  // A malformed slug or id is unknown without asking the database (as each lookup alone decides).
  if (workspaceSlugProblem(slug) !== null) return { workspace: null, project: null };
  if (!isUuid(projectId)) return { workspace: await workspaceAccess(db, { slug }, userId), project: null };
  const answer = await preparedArrays(db, WORKSPACE_PROJECT_SQL, [projectId, slug, userId]);
  const [values] = answer.rows;
  if (!values) return { workspace: null, project: null };
  const split = answer.columns.indexOf(PROJECT_COLUMNS_FOLLOW);
  const columns = (from: number, to: number) => Object.fromEntries(answer.columns.slice(from, to).map((name, index) => [name, values[from + index]]));
  const workspace = toAccess(columns(0, split) as unknown as AccessRow, userId);
  const projectRow = columns(split + 1, answer.columns.length);
  if (projectRow.id === null) return { workspace, project: null };
  const viewer = viewerOf(workspace);
  const project = Project.fromDatabaseJson(projectRow);
  const memberRole = (projectRow.member_role as number | null) ?? null;
  return { workspace, project: seesProject(viewer, project, memberRole, archive) ? toVisibleProject(project, viewer) : null };
}
