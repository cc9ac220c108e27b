import type { PendingEvent } from "../events/unitOfWork.js";

/** What every row hanging off a work item carries: enough to address the event to the right rooms. */
interface ScopedRow {
  id: string;
  workspace_id: string;
  project_id: string;
  updated_at?: Date;
}

export type ExtraEntity =
  | "work_item_relation"
  | "work_item_link"
  | "work_item_comment"
  | "work_item_comment_reaction"
  | "work_item_reaction"
  | "work_item_subscription"
  | "work_item_attachment";

/**
 * The envelope of an event about a relation, link, comment, reaction, subscription or attachment. Rows without an
 * updated_at (and deletions) take the current time as their version, which still only grows.
 */
export function workItemExtraEvent(entity: ExtraEntity, action: "created" | "updated" | "deleted", row: ScopedRow, actorId: string, data: unknown): PendingEvent {
  const at = action !== "deleted" && row.updated_at ? new Date(row.updated_at) : new Date();
  return {
    name: `${entity}.${action}`,
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    actor_id: actorId,
    version: at.getTime(),
    data,
  };
}
