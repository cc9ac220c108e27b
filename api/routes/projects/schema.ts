import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { PROJECT_FEATURES, type ProjectFeature } from "../../contract/projectShapes.js";
import { description, displayName, freeFormJson, uuid } from "../fields.js";

const name = displayName(LIMITS.projectNameMaxLength);

/** Upper-cased by the server, so "web" and "WEB" are the same identifier. */
const identifier = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{1,${LIMITS.projectIdentifierMaxLength}}$`), "must be 1-12 letters A-Z or digits"));

const network = z.union([z.literal(0), z.literal(2)], { error: "must be 0 (private) or 2 (public)" });
const coverImage = z.url({ protocol: /^https?$/ }).max(2048).nullable();

export const ProjectCreateSchema = z.strictObject({
  name,
  identifier,
  description: description.optional(),
  network: network.optional(),
  lead_id: uuid.nullable().optional(),
  logo_props: freeFormJson.optional(),
  cover_image: coverImage.optional(),
});

export const ProjectUpdateSchema = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  network: network.optional(),
  lead_id: uuid.nullable().optional(),
  logo_props: freeFormJson.optional(),
  cover_image: coverImage.optional(),
  ...Object.fromEntries(PROJECT_FEATURES.map((feature) => [feature, z.boolean().optional()])) as Record<ProjectFeature, z.ZodOptional<z.ZodBoolean>>,
});

/** The identifier as ProjectCreateSchema takes it: one that could not be created is refused, never looked up. */
export const ProjectIdentifierCheckSchema = z.object({ name: identifier });

/** "true" or "false" in a query string. */
const queryFlag = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");

/** GET projects/: `archived=true` lists only archived ones, `mine=true` only those the caller has a role in. */
export const ProjectListSchema = z.object({
  archived: queryFlag.optional(),
  mine: queryFlag.optional(),
  search: z.string().trim().max(LIMITS.projectNameMaxLength).optional(),
});
