/** Where to post an announced file: an S3-style presigned POST (the fields, then the file, to `url`). */
export interface UploadDataShape {
  url: string;
  fields: Record<string, string>;
}

/** Asset types of images in rich text (SPEC.md section 3): a description, a page or a comment. */
export const DESCRIPTION_ASSET_TYPES = ["ISSUE_DESCRIPTION", "PAGE_DESCRIPTION", "COMMENT_DESCRIPTION"] as const;
export type DescriptionAssetType = (typeof DESCRIPTION_ASSET_TYPES)[number];

/** Image types an editor may upload: the raster formats every browser shows, and nothing that can hold script. */
export const DESCRIPTION_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** What POST /api/assets/v2/workspaces/{slug}/projects/{projectId}/ answers (Plane's ProjectAssetEndpoint). */
export interface DescriptionAssetAnnouncedShape {
  upload_data: UploadDataShape;
  asset_id: string;
  /** Where the image is read once confirmed: the src of the editor's image node. */
  asset_url: string;
}
