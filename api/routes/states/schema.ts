import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { description, displayName, hexColor } from "../fields.js";

const name = displayName(LIMITS.nameMaxLength);

/** The triage state is made with the project and holds intake items; nobody creates or moves one. */
const group = z.enum(["backlog", "unstarted", "started", "completed", "cancelled"], {
  error: "must be one of backlog, unstarted, started, completed, cancelled",
});

export const StateCreateSchema = z.strictObject({
  name,
  color: hexColor,
  group,
  description: description.optional(),
});

/** `sequence` reorders a state within its group (the web app sends the midpoint of its new neighbours). */
export const StateUpdateSchema = z.strictObject({
  name: name.optional(),
  color: hexColor.optional(),
  group: group.optional(),
  description: description.optional(),
  sequence: z.number().positive("must be greater than 0").optional(),
});
