import { randomUUID } from "node:crypto";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { DescriptionAssetType } from "../contract/assetShapes.js";
import { storageKey } from "../assets/localStorage.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { DescriptionEntityLink } from "../policies/descriptionAsset.js";

interface DescriptionAssetAnnounceInput extends UnitOfWork {
  workspaceId: string;
  projectId: string;
  entityType: DescriptionAssetType;
  /** The entity the caller may edit (api/policies/descriptionAsset.ts). */
  entity: DescriptionEntityLink;
  fields: { name: string; type: string; size: number };
}

/**
 * The first step of an image upload into rich text: the row exists, unserved, until
 * descriptionAssetConfirm finds the file on disk; a row never confirmed is swept away
 * (api/assets/sweepOrphanUploads.ts). The image reaches others through the document that shows it, so
 * nothing is announced here or at the confirmation.
 */
export async function descriptionAssetAnnounce({ trx, actor, workspaceId, projectId, entityType, entity, fields }: DescriptionAssetAnnounceInput): Promise<FileAsset> {
  const id = randomUUID();
  return FileAsset.query(trx).insertAndFetch({
    id,
    workspace_id: workspaceId,
    project_id: projectId,
    ...entity,
    entity_type: entityType,
    attributes: { name: fields.name, type: fields.type, size: fields.size },
    size: fields.size,
    storage_key: storageKey(workspaceId, id),
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
}
