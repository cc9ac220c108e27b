import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";

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
