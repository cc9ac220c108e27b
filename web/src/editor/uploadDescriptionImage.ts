import { DESCRIPTION_IMAGE_TYPES, type DescriptionAssetAnnouncedShape, type DescriptionAssetType } from "../../../api/contract/assetShapes";
import { LIMITS } from "../../../api/contract/limits";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { postUpload } from "../http/postUpload";
import { formatBytes } from "../stores/formatBytes";
import type { UploadImage } from "./useImageUploads";

/** The rich text an image goes into: a work item's description or comments (the item's id), or a page. */
export interface ImageEntity {
  type: DescriptionAssetType;
  id: string;
}

const imageTypes: readonly string[] = DESCRIPTION_IMAGE_TYPES;

/** Why a file is refused before anything is sent, or null when it may go. */
function refusal(file: File): string | null {
  if (!imageTypes.includes(file.type)) return `${file.name} is not a PNG, JPEG, GIF or WebP image. Convert it to one of those and try again.`;
  if (file.size === 0) return `${file.name} is empty. Pick an image with content.`;
  if (file.size > LIMITS.uploadBytes) return `${file.name} is ${formatBytes(file.size)}; images can be at most ${formatBytes(LIMITS.uploadBytes)}. Make it smaller and try again.`;
  return null;
}

/**
 * The editor's `uploadImage` for one piece of rich text: Plane's project asset flow (announce, post the file
 * to the signed upload_data, confirm), so the image belongs to that text and never shows up among the work
 * item's attachments. Resolves to the image's address, or to why it could not be stored.
 */
export function uploadDescriptionImage(workspaceSlug: string, projectId: string, entity: ImageEntity): UploadImage {
  const base = `/api/assets/v2/workspaces/${encodeURIComponent(workspaceSlug)}/projects/${encodeURIComponent(projectId)}`;
  return async (file, onProgress) => {
    const refused = refusal(file);
    if (refused) return { error: refused };
    try {
      const announced = await api.post<DescriptionAssetAnnouncedShape>(`${base}/`, {
        name: file.name,
        type: file.type,
        size: file.size,
        entity_type: entity.type,
        entity_identifier: entity.id,
      });
      await postUpload(announced.upload_data, file, onProgress);
      await api.patch<void>(`${base}/${encodeURIComponent(announced.asset_id)}/`, {});
      return { url: announced.asset_url };
    } catch (error) {
      return { error: describeError(error, `upload ${file.name}`) };
    }
  };
}
