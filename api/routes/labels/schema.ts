import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { description, displayName, hexColor, uuid } from "../fields.js";

const name = displayName(LIMITS.nameMaxLength);
/** null makes the label top-level. */
const parent = uuid.nullable();
const sortOrder = z.number({ error: "must be a finite number" });

export const LabelCreateSchema = z.strictObject({
  name,
  color: hexColor.optional(),
  description: description.optional(),
  parent: parent.optional(),
  sort_order: sortOrder.optional(),
});

export const LabelUpdateSchema = z.strictObject({
  name: name.optional(),
  color: hexColor.optional(),
  description: description.optional(),
  parent: parent.optional(),
  sort_order: sortOrder.optional(),
});
