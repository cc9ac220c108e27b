import { FileAsset } from "../../db/models/FileAsset.js";
import { findDescriptionAsset } from "../assets/descriptionAssets.js";
import { storedSize } from "../assets/localStorage.js";
import { ValidationError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";

interface DescriptionAssetConfirmInput extends UnitOfWork {
  project: { id: string; workspace_id: string };
  assetId: string;
  /** Where uploads are stored (config.dataDir). */
  dataDir: string;
}

/**
 * The last step of an image upload: marks the image uploaded, and so served, once its file is on disk with
 * the declared size. Repeating it changes nothing.
 */
export async function descriptionAssetConfirm({ trx, actor, project, assetId, dataDir }: DescriptionAssetConfirmInput): Promise<FileAsset> {
  const asset = await findDescriptionAsset(trx, project, assetId, { forUpdate: true });
  if (asset.is_uploaded) return asset;
  if ((await storedSize(dataDir, asset.storage_key)) !== asset.size) throw new ValidationError(`The image has not been uploaded with its declared size of ${asset.size} bytes.`);
  return FileAsset.query(trx).patchAndFetchById(asset.id, { is_uploaded: true, updated_by_id: actor.id, updated_at: new Date() });
}
