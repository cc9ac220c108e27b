import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";

/** The active members' user ids of each project, for the `members` field of the project response: one query. */
export async function projectMemberIds(db: Knex, projectIds: readonly string[]): Promise<Map<string, string[]>> {
  const byProject = new Map<string, string[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await ProjectMember.query(db)
    .select("project_id", "member_id")
    .modify("active")
    .whereIn("project_id", projectIds)
    .orderBy("created_at")
    .orderBy("id");
  for (const row of rows) byProject.get(row.project_id)?.push(row.member_id);
  return byProject;
}
