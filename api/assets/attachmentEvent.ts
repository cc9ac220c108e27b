import type { FileAsset } from "../../db/models/FileAsset.js";
import type { PendingEvent } from "../events/unitOfWork.js";

/** `work_item_attachment.created|deleted`, in the envelope every work item extra uses. */
export function attachmentEvent(action: "created" | "deleted", asset: FileAsset, actorId: string, data: unknown): PendingEvent {
  // A deletion has no row left to take a version from; the clock still only grows.
  const at = action === "created" ? new Date(asset.updated_at) : new Date();
  return {
    name: `work_item_attachment.${action}`,
    id: asset.id,
    workspace_id: asset.workspace_id,
    project_id: asset.project_id,
    actor_id: actorId,
    version: at.getTime(),
    data,
  };
}
