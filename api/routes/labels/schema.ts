import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";

const name = z
  .string()
  .trim()
  .min(1, "cannot be empty")
  .max(LIMITS.nameMaxLength)
  .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a #RRGGBB hex colour");
const description = z.string().max(10000);
/** null makes the label top-level. */
const parent = z.uuid("must be a UUID").nullable();
const sortOrder = z.number({ error: "must be a finite number" });

export const LabelCreateSchema = z.strictObject({
  name,
  color: color.optional(),
  description: description.optional(),
  parent: parent.optional(),
  sort_order: sortOrder.optional(),
});
export type LabelCreateReq = z.infer<typeof LabelCreateSchema>;

export const LabelUpdateSchema = z.strictObject({
  name: name.optional(),
  color: color.optional(),
  description: description.optional(),
  parent: parent.optional(),
  sort_order: sortOrder.optional(),
});
export type LabelUpdateReq = z.infer<typeof LabelUpdateSchema>;
