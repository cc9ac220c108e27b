import type { FileAsset } from "../../db/models/FileAsset.js";
import { signUploadToken } from "../assets/uploadToken.js";
import type { Config } from "../config.js";
import type { UploadDataShape } from "../contract/assetShapes.js";

/**
 * S3's presigned POST, re-created for an announced asset: the browser posts `fields` and then the file to
 * `url`, the asset's own address plus `upload/` (api/assets/receiveUpload.ts).
 */
export function presentUploadData(config: Pick<Config, "webUrl" | "secretKey">, asset: FileAsset, assetUrl: string, uploaderId: string): UploadDataShape {
  return {
    url: `${config.webUrl}${assetUrl}upload/`,
    fields: { "Content-Type": asset.attributes.type, key: asset.storage_key, token: signUploadToken(config.secretKey, asset.id, uploaderId) },
  };
}
