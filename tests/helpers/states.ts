import { STATE_SEQUENCE_STEP } from "../../api/commands/projectCreate.js";
import type { Db } from "../../db/connection.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";

/** A non-default state added straight in the database, after the project's default ones. */
export async function buildState(db: Db, project: Project, fields: { name?: string; group?: string; sequence?: number } = {}): Promise<State> {
  return State.query(db).insertAndFetch({
    workspace_id: project.workspace_id,
    project_id: project.id,
    name: fields.name ?? `State ${Math.random().toString(36).slice(2, 10)}`,
    color: "#123456",
    group: fields.group ?? "started",
    sequence: fields.sequence ?? 20 * STATE_SEQUENCE_STEP,
  });
}
