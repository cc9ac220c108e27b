import type { Knex } from "knex";
import { presentProject } from "../presenters/project.js";
import { projectMemberIds } from "./memberIds.js";
import type { VisibleProject } from "./visibility.js";

/** Projects as the API returns them, their member ids loaded in one query for all of them. */
export async function presentProjects(db: Knex, projects: readonly VisibleProject[]) {
  const members = await projectMemberIds(db, projects.map(({ project }) => project.id));
  return projects.map((visible) => presentProject(visible, members.get(visible.project.id) ?? []));
}

export async function presentOneProject(db: Knex, project: VisibleProject) {
  const [presented] = await presentProjects(db, [project]);
  if (!presented) throw new Error("unreachable: one project in, one out");
  return presented;
}
