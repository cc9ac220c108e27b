import type { Knex } from "knex";
import { FileAsset } from "../../db/models/FileAsset.js";
import { DESCRIPTION_ASSET_TYPES } from "../contract/assetShapes.js";
import { findInScope } from "../findInScope.js";
import { ASSET_NOT_FOUND } from "./attachments.js";

/** Where an image of a description, page or comment is read: Plane's project asset_url. */
export function descriptionAssetUrl(slug: string, asset: Pick<FileAsset, "id" | "project_id">): string {
  return `/api/assets/v2/workspaces/${slug}/projects/${asset.project_id}/${asset.id}/`;
}

/**
 * An image uploaded into rich text of this project; another project's or workspace's asset, an
 * attachment, or a made-up id is the same 404.
 */
export async function findDescriptionAsset(db: Knex, project: { id: string; workspace_id: string }, id: string, options: { forUpdate?: boolean } = {}): Promise<FileAsset> {
  return findInScope(id, ASSET_NOT_FOUND, () => {
    const query = FileAsset.query(db).findOne({ id, project_id: project.id, workspace_id: project.workspace_id }).whereIn("entity_type", DESCRIPTION_ASSET_TYPES);
    return options.forUpdate ? query.forUpdate() : query;
  });
}
