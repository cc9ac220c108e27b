import type { Issue } from "../../db/models/Issue.js";
import type { PendingEvent } from "../events/unitOfWork.js";

/** The envelope of every work item event (ARCHITECTURE.md "Wire protocols"). */
export function workItemEvent(action: "created" | "updated" | "deleted", issue: Issue, actorId: string, data: unknown): PendingEvent {
  return {
    name: `work_item.${action}`,
    id: issue.id,
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    actor_id: actorId,
    version: new Date(issue.updated_at).getTime(),
    data,
  };
}
