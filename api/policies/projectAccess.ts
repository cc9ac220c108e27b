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
  /** The companion's row when one was asked for and found (its `id` is not null), whether or not the caller may see the project. */
  companion: Record<string, unknown> | null;
}

/** Where the workspace's columns end and the project's begin in a row of workspaceProjectSql(); then the companion's. */
const PROJECT_COLUMNS_FOLLOW = "project_columns_follow";
const COMPANION_COLUMNS_FOLLOW = "companion_columns_follow";

/**
 * The tenant wall and the project named in the same URL, in one statement: the member's workspace row
 * (as workspaceAccess reads it) and the project of that workspace with the id, with the member's active
 * project membership role, whatever its visibility; seesProject() then applies visibleProjectsQuery's
 * rule to it. Both tables' columns come whole (`*`), so a column added later is read as before. A
 * companion's row comes last.
 */
function workspaceProjectSql(companion: string | null): string {
  return `select ${ACCESS_COLUMNS}, null as ${PROJECT_COLUMNS_FOLLOW}, p.*${companion === null ? "" : `, null as ${COMPANION_COLUMNS_FOLLOW}, c.*`}
  ${ACCESS_FROM}
  left join lateral (
    select projects.*, pm.role as member_role from projects
      left join project_members as pm on pm.project_id = projects.id and pm.member_id = m.member_id and pm.is_active = true
      where projects.workspace_id = workspaces.id and projects.id = ?
  ) as p on true${companion === null ? "" : `
  left join lateral (${companion}) as c on true`}
  where workspaces.slug = ? and ${ACTIVE_MEMBER}`;
}

const WORKSPACE_PROJECT_SQL = workspaceProjectSql(null);

/**
 * One more row read in the same statement as the tenant wall and the project, for a caller that needs it
 * before anything else (a work item to lock, api/workItems/lockInScope.ts). Made once, at module load,
 * from the body of a lateral subquery that may name the member's workspace membership as `m` and the
 * project as `p` (all null when the project is not the workspace's); it selects an `id`, never null in
 * a row it finds. Its placeholders come after the project's id, before the slug.
 */
export interface AccessCompanion {
  readonly statement: string;
}

export function accessCompanion(lateral: string): AccessCompanion {
  return { statement: workspaceProjectSql(lateral) };
}

/** A row of workspaceProjectSql() as one record per table, split at the marker columns (left out). */
function sectionsOf(columns: readonly string[], values: readonly unknown[]): Record<string, unknown>[] {
  const sections: Record<string, unknown>[] = [{}];
  columns.forEach((name, index) => {
    if (name === PROJECT_COLUMNS_FOLLOW || name === COMPANION_COLUMNS_FOLLOW) sections.push({});
    else Object.assign(sections[sections.length - 1] as Record<string, unknown>, { [name]: values[index] });
  });
  return sections;
}

/**
 * workspaceAccess by slug and projectAccess together, in one round trip, for a request under
 * .../projects/:projectId/; with a companion, its row too.
 */
export async function workspaceProjectAccess(
  db: Db,
  slug: string,
  userId: string,
  projectId: string,
  archive: ArchiveFilter,
  companion?: { of: AccessCompanion; values: readonly unknown[] },
): Promise<WorkspaceProjectAccess> {
  // A malformed slug or id is unknown without asking the database (as each lookup alone decides).
  if (workspaceSlugProblem(slug) !== null) return { workspace: null, project: null, companion: null };
  if (!isUuid(projectId)) return { workspace: await workspaceAccess(db, { slug }, userId), project: null, companion: null };
  const answer = await preparedArrays(db, companion?.of.statement ?? WORKSPACE_PROJECT_SQL, [projectId, ...(companion?.values ?? []), slug, userId]);
  const [values] = answer.rows;
  if (!values) return { workspace: null, project: null, companion: null };
  const [workspaceRow = {}, projectRow = {}, companionRow = {}] = sectionsOf(answer.columns, values);
  const workspace = toAccess(workspaceRow as unknown as AccessRow, userId);
  const found = { workspace, companion: companionRow.id != null ? companionRow : null };
  if (projectRow.id == null) return { ...found, project: null };
  const viewer = viewerOf(workspace);
  const project = Project.fromDatabaseJson(projectRow);
  const memberRole = (projectRow.member_role as number | null) ?? null;
  return { ...found, project: seesProject(viewer, project, memberRole, archive) ? toVisibleProject(project, viewer) : null };
}
