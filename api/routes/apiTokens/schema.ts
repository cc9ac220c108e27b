import { z } from "zod";
import { API_TOKEN_DESCRIPTION_MAX_LENGTH, API_TOKEN_LABEL_MAX_LENGTH } from "../../contract/apiTokenShapes.js";
import { displayName } from "../fields.js";

const DAY_MS = 86_400_000;

/**
 * When a token stops working: an ISO date-time, or a date as Plane's settings screen sends it (the token
 * then works to the end of that day, UTC). It must be in the future; null (or leaving it out) is never.
 */
const expiry = z
  .union([z.iso.datetime({ offset: true }).transform((value) => new Date(value)), z.iso.date().transform((value) => new Date(Date.parse(value) + DAY_MS - 1))], {
    error: "must be an ISO 8601 date or date-time",
  })
  .refine((when) => when.getTime() > Date.now(), "must be in the future")
  .nullable();

export const ApiTokenCreateSchema = z.strictObject({
  label: displayName(API_TOKEN_LABEL_MAX_LENGTH),
  description: z.string().max(API_TOKEN_DESCRIPTION_MAX_LENGTH).optional(),
  expired_at: expiry.optional(),
});
export type ApiTokenCreateReq = z.infer<typeof ApiTokenCreateSchema>;

/** POST /api/users/api-tokens/: the same, and the workspace the token acts in. */
export const OwnApiTokenCreateSchema = ApiTokenCreateSchema.extend({
  workspace_slug: z.string().trim().min(1, "name the workspace the token acts in").max(100),
});
