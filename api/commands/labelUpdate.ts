import { Label } from "../../db/models/Label.js";
import type { Project } from "../../db/models/Project.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { findLabel, labelConflict } from "../labels/findLabel.js";
import { assertParentAllowed } from "../labels/labelParent.js";
import { presentLabel } from "../presenters/label.js";

interface LabelUpdateInput extends UnitOfWork {
  project: Project;
  labelId: string;
  /** `parent` null makes the label top-level. */
  fields: { name?: string | undefined; color?: string | undefined; description?: string | undefined; parent?: string | null | undefined; sort_order?: number | undefined };
}

/** Edits one label of the project, moving it under another top-level label or to the top level. */
export async function labelUpdate({ trx, outbox, actor, project, labelId, fields }: LabelUpdateInput): Promise<Label> {
  const { parent, ...columns } = fields;
  let before = await findLabel(trx, project.id, labelId, { forUpdate: !parent });
  if (parent) {
    // A move locks the label together with its new parent, in id order so that two opposite moves cannot
    // deadlock; read again under that lock, the label is as no concurrent change can alter any more.
    await assertParentAllowed(trx, project.id, before.id, parent);
    before = await findLabel(trx, project.id, before.id);
  }
  const after = await Label.query(trx)
    .patchAndFetchById(before.id, {
      ...columns,
      ...(parent === undefined ? {} : { parent_id: parent }),
      updated_by_id: actor.id,
      updated_at: new Date(),
    })
    .catch(labelConflict);
  outbox.add(domainEvent("label.updated", after, actor.id, changedFields(presentLabel(before), presentLabel(after)), toProject(after)));
  return after;
}
