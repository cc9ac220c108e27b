import { Label } from "../../db/models/Label.js";
import type { Project } from "../../db/models/Project.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { findLabel } from "../labels/findLabel.js";
import { presentLabel } from "../presenters/label.js";

interface LabelDeleteInput extends UnitOfWork {
  project: Project;
  labelId: string;
}

/**
 * Deletes a label; its children stay, as top-level labels. They are moved up here rather than left to
 * labels.parent_id's ON DELETE SET NULL so that each announces its change. The label is locked first: a
 * concurrent create or move under it then waits, and finds it gone.
 */
export async function labelDelete({ trx, outbox, actor, project, labelId }: LabelDeleteInput): Promise<void> {
  const label = await findLabel(trx, project.id, labelId, { forUpdate: true });
  const now = new Date();
  const children = await Label.query(trx).where("parent_id", label.id).orderBy("id").forUpdate();
  if (children.length > 0) {
    // One statement moves them all up; each still announces its own change.
    const moved = new Map(
      (await Label.query(trx).patch({ parent_id: null, updated_by_id: actor.id, updated_at: now }).whereIn("id", children.map((child) => child.id)).returning("*")).map((after) => [after.id, after]),
    );
    for (const before of children) {
      const after = moved.get(before.id);
      if (after) outbox.add(domainEvent("label.updated", after, actor.id, changedFields(presentLabel(before), presentLabel(after)), toProject(after)));
    }
  }
  await Label.query(trx).deleteById(label.id);
  outbox.add(domainEvent("label.deleted", label, actor.id, { id: label.id, project: label.project_id }, toProject(label)));
}
