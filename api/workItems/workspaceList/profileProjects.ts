import type { Knex } from "knex";
import { Project } from "../../../db/models/Project.js";
import type { ProfileProjectShape } from "../../contract/profileShapes.js";
import { ASSIGNED_COMPLETED, ASSIGNED_PENDING, countWhere, INVOLVEMENT, itemsWithState } from "./profileStats.js";

type ProjectCounts = Omit<ProfileProjectShape, "id" | "name" | "identifier">;

const NO_WORK: ProjectCounts = { assigned_issues: 0, created_issues: 0, completed_issues: 0, pending_issues: 0 };

/** Plane's project_data: every given (readable) project by name, with the person's share of its live items. */
export async function profileProjects(db: Knex, projectIds: readonly string[], userId: string): Promise<ProfileProjectShape[]> {
  const [projects, rows] = await Promise.all([
    Project.query(db).whereIn("id", projectIds).orderBy("name").orderBy("id"),
    itemsWithState(db, projectIds, {}, true)
      .select(
        "i.project_id",
        countWhere(db, INVOLVEMENT.assigned, userId, "assigned_issues"),
        countWhere(db, INVOLVEMENT.created, userId, "created_issues"),
        countWhere(db, ASSIGNED_COMPLETED, userId, "completed_issues"),
        countWhere(db, ASSIGNED_PENDING, userId, "pending_issues"),
      )
      .groupBy("i.project_id") as Promise<(ProjectCounts & { project_id: string })[]>,
  ]);
  const countsOf = new Map(rows.map(({ project_id, ...counts }) => [project_id, counts]));
  return projects.map((project) => ({ id: project.id, name: project.name, identifier: project.identifier, ...(countsOf.get(project.id) ?? NO_WORK) }));
}
