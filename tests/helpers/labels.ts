import type { Db } from "../../db/connection.js";
import { Label } from "../../db/models/Label.js";
import type { Project } from "../../db/models/Project.js";

/** A label added straight in the database. */
export async function buildLabel(
  db: Db,
  project: Project,
  fields: { name?: string; parentId?: string | null; sortOrder?: number } = {},
): Promise<Label> {
  return Label.query(db).insertAndFetch({
    workspace_id: project.workspace_id,
    project_id: project.id,
    parent_id: fields.parentId ?? null,
    name: fields.name ?? `Label ${Math.random().toString(36).slice(2, 10)}`,
    color: "#0693E3",
    sort_order: fields.sortOrder ?? 65535,
  });
}
