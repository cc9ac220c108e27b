import { Label } from "../../db/models/Label.js";
import type { Project } from "../../db/models/Project.js";
import { LABEL_COLORS, labelSortOrderAfter } from "../contract/labels.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { labelConflict } from "../labels/findLabel.js";
import { assertParentAllowed } from "../labels/labelParent.js";
import { presentLabel } from "../presenters/label.js";

interface LabelCreateInput extends UnitOfWork {
  project: Project;
  fields: { name: string; color?: string | undefined; description?: string | undefined; parent?: string | null | undefined; sort_order?: number | undefined };
}

/**
 * Adds a label to the project. Without a colour it takes the next one of the palette, so consecutive
 * labels differ; without a sort order it goes after the last label (SPEC.md section 9).
 */
export async function labelCreate({ trx, outbox, actor, project, fields }: LabelCreateInput): Promise<Label> {
  if (fields.parent) await assertParentAllowed(trx, project.id, null, fields.parent);
  const stats = (await Label.query(trx)
    .where("project_id", project.id)
    .count("* as count")
    .max("sort_order as last")
    .first()
    .castTo<{ count: number | string; last: number | null } | undefined>()) as { count: number | string; last: number | null } | undefined;
  // Drivers differ on whether count(*) and max() arrive as numbers or strings.
  const count = Number(stats?.count ?? 0);
  const last = stats?.last === null || stats?.last === undefined ? null : Number(stats.last);
  const label = await Label.query(trx)
    .insertAndFetch({
      workspace_id: project.workspace_id,
      project_id: project.id,
      parent_id: fields.parent ?? null,
      name: fields.name,
      color: fields.color ?? LABEL_COLORS[count % LABEL_COLORS.length] ?? LABEL_COLORS[0],
      description: fields.description ?? "",
      sort_order: fields.sort_order ?? labelSortOrderAfter(last),
      created_by_id: actor.id,
      updated_by_id: actor.id,
    })
    .catch(labelConflict);
  outbox.add(domainEvent("label.created", label, actor.id, presentLabel(label), toProject(label)));
  return label;
}
