import { z } from "zod";
import { DESCRIPTION_ASSET_TYPES, DESCRIPTION_IMAGE_TYPES } from "../../contract/assetShapes.js";
import { LIMITS } from "../../contract/limits.js";
import { uuid } from "../fields.js";

/**
 * A display name only: whatever precedes the last / or \ is dropped (a browser may send a full path) and
 * control characters go, so the name can be shown and put in a Content-Disposition header safely.
 */
const displayName = z
  .string()
  .transform((name) => [...(name.split(/[/\\]/).pop() ?? "")].filter((char) => char >= " " && char !== "\u007f").join("").trim())
  .pipe(z.string().min(1, "cannot be empty").max(LIMITS.nameMaxLength));

const mimeType = z
  .string()
  .trim()
  .max(LIMITS.nameMaxLength)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i, "must be a MIME type such as image/png")
  .transform((type) => type.toLowerCase());

/** Plane's web app also sends fields of its own (e.g. project_id); only these three are read. */
export const AttachmentCreateSchema = z.object({
  name: displayName,
  type: mimeType,
  size: z.number().int("must be a whole number of bytes").min(0).max(LIMITS.uploadBytes, `must be at most ${LIMITS.uploadBytes} bytes`),
});

const imageTypes: readonly string[] = DESCRIPTION_IMAGE_TYPES;
const uploadMegabytes = LIMITS.uploadBytes / (1024 * 1024);

/** Plane's ProjectAssetEndpoint body for an image pasted or dropped into rich text. */
export const DescriptionAssetCreateSchema = z.object({
  name: displayName,
  type: mimeType.refine((type) => imageTypes.includes(type), "must be a PNG, JPEG, GIF or WebP image"),
  size: z
    .number()
    .int("must be a whole number of bytes")
    .min(1, "the image is empty")
    .max(LIMITS.uploadBytes, `images can be at most ${uploadMegabytes} MB; make it smaller and try again`),
  entity_type: z.enum(DESCRIPTION_ASSET_TYPES, { error: `must be one of ${DESCRIPTION_ASSET_TYPES.join(", ")}` }),
  // Checked as a UUID here; whether it names something the caller may edit, the policy answers (404 or 403).
  entity_identifier: uuid,
});
export type DescriptionAssetCreateReq = z.infer<typeof DescriptionAssetCreateSchema>;
