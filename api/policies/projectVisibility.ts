import type { Knex } from "knex";
import { PREPARED } from "../../db/preparedStatements.js";
import { Project } from "../../db/models/Project.js";
import { PROJECT_NETWORK, effectiveProjectRole } from "../contract/projectRoles.js";
import { ROLE } from "../contract/roles.js";
import { NotFoundError } from "../errors.js";
import { isUuid } from "../findInScope.js";

export const PROJECT_NOT_FOUND = "Project not found";

export interface VisibleProject {
  project: Project;
  /** The caller's active project membership role, or null when they are not a member. */
  memberRole: number | null;
  /** What the caller may do in it (api/contract/projectRoles.ts): null when only the project itself is visible. */
  role: number | null;
}

/** Who sees a project is asked with the caller, their workspace role, and whether archived ones are wanted. */
export interface Viewer {
  userId: string;
  workspaceRole: number;
}

export type ArchiveFilter = "active" | "archived" | "any";

/**
 * The projects of a workspace the viewer may see, with their project role, in one query (SPEC.md section
 * 6, Plane's rules): workspace admins see every project, members see public ones and their own, guests
 * only the ones they were added to. seesProject() below is the same rule for a row in hand: change both
 * together (tests/api/projectAccess.test.ts holds them to the same answers).
 */
export function visibleProjectsQuery(db: Knex, workspaceId: string, viewer: Viewer, archive: ArchiveFilter) {
  const query = Project.query(db)
    .select("projects.*", "pm.role as member_role")
    .leftJoin("project_members as pm", (join) => {
      join.on("pm.project_id", "projects.id").andOnVal("pm.member_id", viewer.userId).andOnVal("pm.is_active", true);
    })
    .where("projects.workspace_id", workspaceId);
  if (archive === "active") query.whereNull("projects.archived_at");
  if (archive === "archived") query.whereNotNull("projects.archived_at");
  if (viewer.workspaceRole >= ROLE.ADMIN) return query;
  if (viewer.workspaceRole >= ROLE.MEMBER) {
    return query.where((where) => where.where("projects.network", PROJECT_NETWORK.PUBLIC).orWhereNotNull("pm.id"));
  }
  return query.whereNotNull("pm.id");
}

/**
 * visibleProjectsQuery's rule for one project already read with the viewer's active membership role in it
 * (null for none): whether the viewer sees it, and whether it passes the archive filter.
 */
export function seesProject(viewer: Viewer, project: Pick<Project, "network" | "archived_at">, memberRole: number | null, archive: ArchiveFilter): boolean {
  if (archive === "active" && project.archived_at !== null) return false;
  if (archive === "archived" && project.archived_at === null) return false;
  if (viewer.workspaceRole >= ROLE.ADMIN) return true;
  if (viewer.workspaceRole >= ROLE.MEMBER) return project.network === PROJECT_NETWORK.PUBLIC || memberRole !== null;
  return memberRole !== null;
}

/** Splits a row of visibleProjectsQuery into the project and the viewer's roles in it. */
export function toVisibleProject(row: Project, viewer: Viewer): VisibleProject {
  const { member_role, ...columns } = row as Project & { member_role: number | null };
  const memberRole = member_role ?? null;
  return {
    project: Project.fromJson(columns, { skipValidation: true }),
    memberRole,
    role: effectiveProjectRole(viewer.workspaceRole, memberRole),
  };
}

/**
 * One visible project, or null for a foreign, hidden or made-up id (and an archived one unless asked for).
 * Every request under /projects/:projectId/ asks this, so the query runs as a prepared statement (its
 * text varies only with the viewer's tier and the archive filter).
 */
export async function findVisibleProject(db: Knex, workspaceId: string, viewer: Viewer, projectId: string, archive: ArchiveFilter = "active"): Promise<VisibleProject | null> {
  // A malformed id would fail on the uuid column: it is as unknown as a made-up one.
  if (!isUuid(projectId)) return null;
  const row = await visibleProjectsQuery(db, workspaceId, viewer, archive)
    .where("projects.id", projectId)
    .first()
    .onBuildKnex((knex) => knex.options(PREPARED));
  return row ? toVisibleProject(row, viewer) : null;
}

/** findVisibleProject for callers that answer an invisible project with the 404 every other one gets. */
export async function visibleProject(db: Knex, workspaceId: string, viewer: Viewer, projectId: string, archive: ArchiveFilter = "active"): Promise<VisibleProject> {
  const found = await findVisibleProject(db, workspaceId, viewer, projectId, archive);
  if (!found) throw new NotFoundError(PROJECT_NOT_FOUND);
  return found;
}

/**
 * Ids of the workspace's active projects in which the viewer's effective role reaches `atLeast`. The
 * workspace-wide lists are built from these ids alone, so an item of a project the viewer cannot read
 * (a private one they are not in, or any for a guest who was not added) can never reach a page.
 */
export async function projectIdsWithRole(db: Knex, workspaceId: string, viewer: Viewer, atLeast: number): Promise<string[]> {
  const rows = await visibleProjectsQuery(db, workspaceId, viewer, "active");
  return rows
    .map((row) => toVisibleProject(row, viewer))
    .filter(({ role }) => role !== null && role >= atLeast)
    .map(({ project }) => project.id);
}

