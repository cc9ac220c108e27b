import type { FileAsset } from "../../db/models/FileAsset.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/** The attachment policy: whoever may edit the item attaches; removing is for the uploader and project admins. */
export function canDeleteAttachment(role: number | null, asset: FileAsset, userId: string): boolean {
  return asset.created_by_id === userId || (role ?? 0) >= ROLE.ADMIN;
}

export function authorizeDeleteAttachment(role: number | null, asset: FileAsset, userId: string): void {
  if (!canDeleteAttachment(role, asset, userId)) throw new ForbiddenError("Only the uploader and project admins can delete an attachment.");
}
