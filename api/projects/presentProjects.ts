import type { Knex } from "knex";
import type { Project } from "../../db/models/Project.js";
import type { ProjectEventShape } from "../contract/events.js";
import type { VisibleProject } from "../policies/projectVisibility.js";
import { presentProject } from "../presenters/project.js";
import { projectMemberIds } from "./memberIds.js";

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

/**
 * Projects as their events carry them. An event reaches everyone who may see the project, so it leaves
 * out what is the caller's own (member_role, is_member); `members` still tells each reader whether they
 * are one.
 */
export async function presentProjectsToAll(db: Knex, projects: readonly Project[]): Promise<ProjectEventShape[]> {
  const members = await projectMemberIds(db, projects.map((project) => project.id));
  return projects.map((project) => {
    const { member_role: _memberRole, is_member: _isMember, ...shared } = presentProject({ project, memberRole: null, role: null }, members.get(project.id) ?? []);
    return shared;
  });
}

export async function presentProjectToAll(db: Knex, project: Project): Promise<ProjectEventShape> {
  const [presented] = await presentProjectsToAll(db, [project]);
  if (!presented) throw new Error("unreachable: one project in, one out");
  return presented;
}
