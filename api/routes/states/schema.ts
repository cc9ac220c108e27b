import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";

const name = z
  .string()
  .trim()
  .min(1, "cannot be empty")
  .max(LIMITS.nameMaxLength)
  .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "must be a #RRGGBB hex colour");

/** The triage state is made with the project and holds intake items; nobody creates or moves one. */
const group = z.enum(["backlog", "unstarted", "started", "completed", "cancelled"], {
  error: "must be one of backlog, unstarted, started, completed, cancelled",
});

const description = z.string().max(10000);

export const StateCreateSchema = z.strictObject({
  name,
  color,
  group,
  description: description.optional(),
});
export type StateCreateReq = z.infer<typeof StateCreateSchema>;

/** `sequence` reorders a state within its group (the web app sends the midpoint of its new neighbours). */
export const StateUpdateSchema = z.strictObject({
  name: name.optional(),
  color: color.optional(),
  group: group.optional(),
  description: description.optional(),
  sequence: z.number().positive("must be greater than 0").optional(),
});
export type StateUpdateReq = z.infer<typeof StateUpdateSchema>;
