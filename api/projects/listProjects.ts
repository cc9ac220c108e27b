import type { Knex } from "knex";
import { containsPattern } from "../../db/likePattern.js";
import { toVisibleProject, visibleProjectsQuery, type ArchiveFilter, type Viewer, type VisibleProject } from "../policies/projectVisibility.js";

export interface ProjectListFilters {
  /** Only those the viewer is a member of. */
  mine?: boolean | undefined;
  /** In the name or identifier, case-insensitively. */
  search?: string | undefined;
}

/** The workspace's projects the viewer may see, active or archived as `archive` says, in SPEC.md section 9's order (by creation). */
export async function listProjects(db: Knex, workspaceId: string, viewer: Viewer, archive: ArchiveFilter, filters: ProjectListFilters = {}): Promise<VisibleProject[]> {
  const rows = visibleProjectsQuery(db, workspaceId, viewer, archive);
  if (filters.mine) rows.whereNotNull("pm.id");
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    rows.where((where) => where.whereILike("projects.name", pattern).orWhereILike("projects.identifier", pattern));
  }
  const found = await rows.orderBy("projects.sort_order").orderBy("projects.created_at").orderBy("projects.id");
  return found.map((row) => toVisibleProject(row, viewer));
}
