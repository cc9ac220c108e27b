import { Project } from "../../db/models/Project.js";
import type { ProjectFeature } from "../contract/projectShapes.js";
import { changedFields } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProject } from "../projects/lockProject.js";
import { presentProjectsToAll } from "../projects/presentProjects.js";
import { projectEvent } from "../projects/projectEvent.js";
import { assertLeadInWorkspace, projectConflict, type ProjectFields } from "./projectCreate.js";

interface ProjectUpdateInput extends UnitOfWork {
  project: Project;
  fields: Partial<Omit<ProjectFields, "identifier"> & Record<ProjectFeature, boolean>>;
}

/** Edits a project's settings and features. */
export async function projectUpdate({ trx, outbox, actor, project, fields }: ProjectUpdateInput): Promise<Project> {
  const before = await lockProject(trx, project.id, "active");
  await assertLeadInWorkspace(trx, before.workspace_id, fields.lead_id);
  const after = await Project.query(trx)
    .patchAndFetchById(before.id, { ...fields, updated_by_id: actor.id, updated_at: new Date() })
    .catch(projectConflict);
  const [old, now] = await presentProjectsToAll(trx, [before, after]);
  if (!old || !now) throw new Error("unreachable: two projects in, two out");
  outbox.add(projectEvent("project.updated", after, actor.id, changedFields(old, now)));
  return after;
}
