import type { Knex } from "knex";
import { Project } from "../../../db/models/Project.js";
import type { ProfileProjectShape } from "../../contract/profileShapes.js";
import { involvementCounts, involvementOf } from "./profileStats.js";

type ProjectCounts = Pick<ProfileProjectShape, "assigned_issues" | "created_issues" | "completed_issues" | "pending_issues">;

const NO_WORK: ProjectCounts = { assigned_issues: 0, created_issues: 0, completed_issues: 0, pending_issues: 0 };

/** Plane's project_data: every given (readable) project by name, with the person's share of its live items. */
export async function profileProjects(db: Knex, projectIds: readonly string[], userId: string): Promise<ProfileProjectShape[]> {
  const [projects, rows] = await Promise.all([
    Project.query(db).whereIn("id", projectIds).orderBy("name").orderBy("id"),
    involvementOf(db, projectIds, userId)
      .select("i.project_id", ...involvementCounts(db, userId))
      .groupBy("i.project_id") as Promise<(ProjectCounts & { project_id: string; subscribed_issues: number })[]>,
  ]);
  const countsOf = new Map(rows.map((row): [string, ProjectCounts] => [row.project_id, { assigned_issues: row.assigned_issues, created_issues: row.created_issues, completed_issues: row.completed_issues, pending_issues: row.pending_issues }]));
  return projects.map((project) => ({ id: project.id, name: project.name, identifier: project.identifier, ...(countsOf.get(project.id) ?? NO_WORK) }));
}
