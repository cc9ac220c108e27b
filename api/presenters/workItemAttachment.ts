import type { FileAsset } from "../../db/models/FileAsset.js";
import type { Config } from "../config.js";
import type { AttachmentAnnouncedShape, WorkItemAttachmentShape } from "../contract/workItemExtraShapes.js";
import { presentUploadData } from "./uploadData.js";

/** Where the file of a work item attachment is read (Plane's FileAsset.asset_url). */
export function attachmentUrl(slug: string, asset: FileAsset): string {
  return `/api/assets/v2/workspaces/${slug}/projects/${asset.project_id}/issues/${asset.issue_id}/attachments/${asset.id}/`;
}

/** A work item attachment in Plane's IssueAttachmentSerializer shape; the storage key stays private. */
export function presentWorkItemAttachment(slug: string, asset: FileAsset): WorkItemAttachmentShape {
  return {
    id: asset.id,
    attributes: { name: asset.attributes.name, type: asset.attributes.type, size: asset.attributes.size },
    asset_url: attachmentUrl(slug, asset),
    size: asset.size,
    entity_type: asset.entity_type,
    is_uploaded: asset.is_uploaded,
    issue: asset.issue_id,
    project: asset.project_id,
    workspace: asset.workspace_id,
    created_by: asset.created_by_id,
    updated_by: asset.updated_by_id,
    created_at: new Date(asset.created_at).toISOString(),
    updated_at: new Date(asset.updated_at).toISOString(),
  };
}

/**
 * The answer to an announced upload (the app's and v1's alike): where to send the file (`uploadBase`
 * plus upload/; the app's own asset URL unless v1 says otherwise), and the attachment it will be.
 */
export function presentAttachmentAnnounced(
  config: Pick<Config, "webUrl" | "secretKey">,
  slug: string,
  asset: FileAsset,
  uploaderId: string,
  uploadBase = attachmentUrl(slug, asset),
): AttachmentAnnouncedShape {
  return {
    upload_data: presentUploadData(config, asset, uploadBase, uploaderId),
    asset_id: asset.id,
    attachment: presentWorkItemAttachment(slug, asset),
    asset_url: attachmentUrl(slug, asset),
  };
}
