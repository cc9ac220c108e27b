import type { Knex } from "knex";
import { z } from "zod";
import { Project } from "../../db/models/Project.js";
import { NotFoundError } from "../errors.js";
import { PROJECT_NETWORK } from "../policies/project.js";

export const PROJECT_NOT_FOUND = "Project not found";
const UUID = z.uuid();

export interface VisibleProject {
  project: Project;
  /** The caller's active project role, or null when they are not a member. */
  memberRole: number | null;
}

/** The workspace's unarchived projects the user may see, with their project role: one query. */
function visibleQuery(db: Knex, workspaceId: string, userId: string) {
  return Project.query(db)
    .select("projects.*", "pm.role as member_role")
    .leftJoin("project_members as pm", (join) => {
      join.on("pm.project_id", "projects.id").andOnVal("pm.member_id", userId).andOnVal("pm.is_active", true);
    })
    .where("projects.workspace_id", workspaceId)
    .modify("notArchived")
    .where((where) => where.where("projects.network", PROJECT_NETWORK.PUBLIC).orWhereNotNull("pm.id"));
}

function split(row: Project): VisibleProject {
  const { member_role, ...columns } = row as Project & { member_role: number | null };
  return { project: Project.fromJson(columns, { skipValidation: true }), memberRole: member_role ?? null };
}

export async function visibleProjects(db: Knex, workspaceId: string, userId: string): Promise<VisibleProject[]> {
  const rows = await visibleQuery(db, workspaceId, userId).orderBy("projects.sort_order").orderBy("projects.created_at").orderBy("projects.id");
  return rows.map(split);
}

/** One visible project; a foreign, private, archived or made-up id is the same 404. */
export async function visibleProject(db: Knex, workspaceId: string, userId: string, projectId: string): Promise<VisibleProject> {
  if (!UUID.safeParse(projectId).success) throw new NotFoundError(PROJECT_NOT_FOUND);
  const row = await visibleQuery(db, workspaceId, userId).where("projects.id", projectId).first();
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return split(row);
}
