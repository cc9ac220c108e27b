import { Project } from "../../db/models/Project.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProject } from "../projects/lockProject.js";
import { presentProjectToAll } from "../projects/presentProjects.js";
import { projectEvent } from "../projects/projectEvent.js";

interface ProjectArchiveInput extends UnitOfWork {
  project: Project;
}

/** Archives an active project: it leaves every list but the archived one, its content stays. Returns when. */
export async function projectArchive({ trx, outbox, actor, project }: ProjectArchiveInput): Promise<Date> {
  await lockProject(trx, project.id, "active");
  const archivedAt = new Date();
  const archived = await Project.query(trx).patchAndFetchById(project.id, { archived_at: archivedAt, updated_by_id: actor.id, updated_at: archivedAt });
  outbox.add(projectEvent("project.archived", archived, actor.id, await presentProjectToAll(trx, archived)));
  return archivedAt;
}
