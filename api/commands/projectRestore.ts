import { Project } from "../../db/models/Project.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProject } from "../projects/lockProject.js";
import { presentProjectToAll } from "../projects/presentProjects.js";
import { projectEvent } from "../projects/projectEvent.js";

interface ProjectRestoreInput extends UnitOfWork {
  project: Project;
}

/** Brings an archived project back to the active lists. */
export async function projectRestore({ trx, outbox, actor, project }: ProjectRestoreInput): Promise<void> {
  await lockProject(trx, project.id, "archived");
  const restored = await Project.query(trx).patchAndFetchById(project.id, { archived_at: null, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(projectEvent("project.restored", restored, actor.id, await presentProjectToAll(trx, restored)));
}
