import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { description, displayName, uuid } from "../fields.js";

const name = displayName(LIMITS.projectNameMaxLength);

/** Upper-cased by the server, so "web" and "WEB" are the same identifier. */
const identifier = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{1,${LIMITS.projectIdentifierMaxLength}}$`), "must be 1-12 letters A-Z or digits"));

const network = z.union([z.literal(0), z.literal(2)], { error: "must be 0 (private) or 2 (public)" });
const coverImage = z.url({ protocol: /^https?$/ }).max(2048).nullable();
const logoProps = z.record(z.string(), z.unknown());

export const ProjectCreateSchema = z.strictObject({
  name,
  identifier,
  description: description.optional(),
  network: network.optional(),
  lead_id: uuid.nullable().optional(),
  logo_props: logoProps.optional(),
  cover_image: coverImage.optional(),
});
export type ProjectCreateReq = z.infer<typeof ProjectCreateSchema>;

export const ProjectUpdateSchema = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  network: network.optional(),
  lead_id: uuid.nullable().optional(),
  logo_props: logoProps.optional(),
  cover_image: coverImage.optional(),
  cycle_view: z.boolean().optional(),
  module_view: z.boolean().optional(),
  issue_views_view: z.boolean().optional(),
  page_view: z.boolean().optional(),
  inbox_view: z.boolean().optional(),
  is_time_tracking_enabled: z.boolean().optional(),
  is_epic_enabled: z.boolean().optional(),
  is_workflow_enabled: z.boolean().optional(),
  is_issue_type_enabled: z.boolean().optional(),
});
export type ProjectUpdateReq = z.infer<typeof ProjectUpdateSchema>;

export const ProjectIdentifierCheckSchema = z.object({ name: z.string({ error: "is required" }).trim().min(1, "is required") });
export type ProjectIdentifierCheckReq = z.infer<typeof ProjectIdentifierCheckSchema>;

/** "true" or "false" in a query string. */
const queryFlag = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");

/** GET projects/: `archived=true` lists only archived ones, `mine=true` only those the caller has a role in. */
export const ProjectListSchema = z.object({
  archived: queryFlag.optional(),
  mine: queryFlag.optional(),
  search: z.string().trim().max(LIMITS.projectNameMaxLength).optional(),
});
export type ProjectListReq = z.infer<typeof ProjectListSchema>;
