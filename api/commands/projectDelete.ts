import { Project } from "../../db/models/Project.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProject } from "../projects/lockProject.js";
import { projectEvent } from "../projects/projectEvent.js";

interface ProjectDeleteInput extends UnitOfWork {
  project: Project;
}

/**
 * Deletes a project, active or archived, with everything in it (the foreign keys cascade). The one
 * project.deleted stands for its states, labels, members and work items as well.
 */
export async function projectDelete({ trx, outbox, actor, project }: ProjectDeleteInput): Promise<void> {
  const gone = await lockProject(trx, project.id, "any");
  await Project.query(trx).deleteById(gone.id);
  outbox.add(projectEvent("project.deleted", gone, actor.id, { id: gone.id, workspace: gone.workspace_id }));
}
