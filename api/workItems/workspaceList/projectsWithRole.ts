import type { Knex } from "knex";
import { toVisibleProject, visibleProjectsQuery, type Viewer } from "../../projects/visibility.js";

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
