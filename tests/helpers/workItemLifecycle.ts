import type { Db } from "../../db/connection.js";
import type { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { buildWorkItem, type WorkItemFields } from "./workItems.js";

/** The project's first state of a group (every new project has one of each, from projectCreate). */
export async function stateOfGroup(db: Db, project: Project, group: "completed" | "cancelled" | "started" | "backlog" | "unstarted"): Promise<State> {
  const state = await State.query(db).where({ project_id: project.id, group }).orderBy("sequence").first();
  if (!state) throw new Error(`project ${project.id} has no ${group} state`);
  return state;
}

/** A work item in the completed group: the only kind (with cancelled) that may be archived. */
export async function finishedWorkItem(db: Db, project: Project, fields: WorkItemFields = {}): Promise<Issue> {
  return buildWorkItem(db, project, { state_id: (await stateOfGroup(db, project, "completed")).id, ...fields });
}
