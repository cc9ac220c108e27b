import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { FileAsset } from "../../db/models/FileAsset.js";
import { ValidationError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemAttachment } from "../presenters/workItemAttachment.js";
import type { AttachmentCreateReq } from "../routes/assets/schema.js";
import { recordActivity } from "../workItems/activity.js";
import { workItemExtraEvent } from "../workItems/extraEvents.js";
import { storageKey, storedSize } from "./localStorage.js";

/** Plane's wording. */
export const ASSET_NOT_FOUND = "The requested asset could not be found.";
export const ASSET_NOT_UPLOADED = "The asset is not uploaded.";

/** An attachment of this work item; another item's asset, or a made-up id, is the same 404. */
export async function findAttachment(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<FileAsset> {
  return findInScope(id, ASSET_NOT_FOUND, () => {
    const query = FileAsset.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id, entity_type: "ISSUE_ATTACHMENT" });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

interface AttachmentWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
  slug: string;
}

/** Announces an upload: the row exists, unlisted, until attachmentConfirm finds the file on disk. */
export async function attachmentAnnounce(trx: Knex, issue: Issue, actorId: string, fields: AttachmentCreateReq): Promise<FileAsset> {
  const id = randomUUID();
  return FileAsset.query(trx).insertAndFetch({
    id,
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    entity_type: "ISSUE_ATTACHMENT",
    attributes: { name: fields.name, type: fields.type, size: fields.size },
    size: fields.size,
    storage_key: storageKey(issue.workspace_id, id),
    created_by_id: actorId,
    updated_by_id: actorId,
  });
}

/**
 * Marks the attachment uploaded once its file is on disk with the declared size; history and the event
 * come only with that first confirmation, so a repeated PATCH announces nothing twice.
 */
export async function attachmentConfirm({ trx, outbox, actorId, issue, slug }: AttachmentWrite, dataDir: string, asset: FileAsset): Promise<FileAsset> {
  if (asset.is_uploaded) return asset;
  if ((await storedSize(dataDir, asset.storage_key)) !== asset.size) throw new ValidationError(`The file has not been uploaded with its declared size of ${asset.size} bytes.`);
  const uploaded = await FileAsset.query(trx).patchAndFetchById(asset.id, { is_uploaded: true, updated_by_id: actorId, updated_at: new Date() });
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "attachment", new_value: uploaded.attributes.name, new_identifier: uploaded.id }]);
  outbox.add(workItemExtraEvent("work_item_attachment", "created", uploaded, actorId, presentWorkItemAttachment(slug, uploaded)));
  return uploaded;
}

/** Removes the row; the caller deletes the file after the commit. An announced-only upload leaves no history. */
export async function attachmentDelete({ trx, outbox, actorId, issue }: AttachmentWrite, asset: FileAsset): Promise<void> {
  await FileAsset.query(trx).deleteById(asset.id);
  if (!asset.is_uploaded) return;
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "attachment", old_value: asset.attributes.name, old_identifier: asset.id }]);
  outbox.add(workItemExtraEvent("work_item_attachment", "deleted", asset, actorId, { id: asset.id, issue: issue.id }));
}
