import type { Project } from "../../db/models/Project.js";
import { mergeViewSettings, type WorkItemViewChange, type WorkItemViewSettings } from "../contract/workItemDisplay.js";
import { changedFields, domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemUserProperties } from "../presenters/workItemUserProperties.js";
import { loadViewSettings } from "../workItems/userProperties.js";

interface WorkItemUserPropertiesUpdateInput extends UnitOfWork {
  project: Project;
  change: WorkItemViewChange;
}

/**
 * Merges the change over the actor's saved view settings for the project, applies the display filter
 * rules of SPEC.md section 4 and stores the result (one row per person and project; concurrent saves
 * resolve on the unique key). A real change queues work_item_user_properties.updated for the actor alone:
 * it shapes nobody else's view.
 */
export async function workItemUserPropertiesUpdate({ trx, outbox, actor, project, change }: WorkItemUserPropertiesUpdateInput): Promise<WorkItemViewSettings> {
  const current = await loadViewSettings(trx, project.id, actor.id);
  const next = mergeViewSettings(current, change);
  const json = (value: unknown) => JSON.stringify(value);
  const [row] = (await trx("issue_user_properties")
    .insert({
      workspace_id: project.workspace_id,
      project_id: project.id,
      user_id: actor.id,
      filters: json(next.filters),
      display_filters: json(next.display_filters),
      display_properties: json(next.display_properties),
    })
    .onConflict(["project_id", "user_id"])
    .merge({ filters: json(next.filters), display_filters: json(next.display_filters), display_properties: json(next.display_properties), updated_at: trx.fn.now() })
    .returning(["id", "updated_at"])) as { id: string; updated_at: Date }[];
  if (!row) throw new Error("the upsert returned no row");
  const changed = changedFields(presentWorkItemUserProperties(current, project, actor.id), presentWorkItemUserProperties(next, project, actor.id));
  if (Object.keys(changed).length === 0) return next;
  const subject = { id: row.id, workspace_id: project.workspace_id, project_id: project.id, updated_at: row.updated_at };
  outbox.add(domainEvent("work_item_user_properties.updated", subject, actor.id, changed, toUsers(project.workspace_id, [actor.id])));
  return next;
}
