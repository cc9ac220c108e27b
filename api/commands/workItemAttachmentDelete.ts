import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { findAttachment } from "../assets/attachments.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { authorizeDeleteAttachment } from "../policies/workItemAttachment.js";
import { recordActivity } from "../workItems/activity.js";

interface WorkItemAttachmentDeleteInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its attachment. */
  issue: Issue;
  assetId: string;
  /** The actor's role in the item's project: admins may delete anyone's attachment. */
  role: number | null;
}

/**
 * Removes the attachment's row and returns it: the caller deletes the file after the commit, so a
 * rolled-back delete still finds its file. An announced-only upload was never listed, so it leaves no
 * history and announces nothing; an uploaded one queues work_item_attachment.deleted.
 */
export async function workItemAttachmentDelete({ trx, outbox, actor, issue, assetId, role }: WorkItemAttachmentDeleteInput): Promise<FileAsset> {
  const asset = await findAttachment(trx, issue, assetId, { forUpdate: true });
  authorizeDeleteAttachment(role, asset, actor.id);
  await FileAsset.query(trx).deleteById(asset.id);
  if (!asset.is_uploaded) return asset;
  await recordActivity(trx, issue, actor.id, [{ verb: "deleted", field: "attachment", old_value: asset.attributes.name, old_identifier: asset.id }]);
  outbox.add(domainEvent("work_item_attachment.deleted", asset, actor.id, { id: asset.id, issue: issue.id }, toWorkItemAudience(issue)));
  return asset;
}
