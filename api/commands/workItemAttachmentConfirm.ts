import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { findAttachment } from "../assets/attachments.js";
import { storedSize } from "../assets/localStorage.js";
import { ValidationError } from "../errors.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemAttachment } from "../presenters/workItemAttachment.js";
import { recordActivity } from "../workItems/activity.js";

interface WorkItemAttachmentConfirmInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its attachment. */
  issue: Issue;
  assetId: string;
  /** Where uploads are stored (config.dataDir). */
  dataDir: string;
  /** The workspace's slug, for the attachment's asset_url. */
  slug: string;
}

/**
 * The last step of an upload: marks the attachment uploaded once its file is on disk with the declared
 * size. The history line and work_item_attachment.created come with this first confirmation only, so a
 * repeated PATCH announces nothing twice.
 */
export async function workItemAttachmentConfirm({ trx, outbox, actor, issue, assetId, dataDir, slug }: WorkItemAttachmentConfirmInput): Promise<FileAsset> {
  const asset = await findAttachment(trx, issue, assetId, { forUpdate: true });
  if (asset.is_uploaded) return asset;
  if ((await storedSize(dataDir, asset.storage_key)) !== asset.size) throw new ValidationError(`The file has not been uploaded with its declared size of ${asset.size} bytes.`);
  const uploaded = await FileAsset.query(trx).patchAndFetchById(asset.id, { is_uploaded: true, updated_by_id: actor.id, updated_at: new Date() });
  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: "attachment", new_value: uploaded.attributes.name, new_identifier: uploaded.id }]);
  outbox.add(domainEvent("work_item_attachment.created", uploaded, actor.id, presentWorkItemAttachment(slug, uploaded), toWorkItemAudience(issue)));
  return uploaded;
}
