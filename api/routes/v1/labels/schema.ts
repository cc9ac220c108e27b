import { z } from "zod";
import { LabelCreateSchema, LabelUpdateSchema } from "../../labels/schema.js";
import { V1ProjectParamsSchema } from "../schema.js";

/**
 * Label bodies on v1 (Plane's LabelCreateUpdateSerializer), each field checked by the app's own rule;
 * fields Cairn has no place for (external_source, external_id) are dropped, as DRF drops unknown fields.
 */
export const V1LabelCreateSchema = z.object(LabelCreateSchema.shape);
export type V1LabelCreateReq = z.infer<typeof V1LabelCreateSchema>;

export const V1LabelUpdateSchema = z.object(LabelUpdateSchema.shape);
export type V1LabelUpdateReq = z.infer<typeof V1LabelUpdateSchema>;

/** Plane names the label in its path `pk`; here it is :labelId. */
export const V1LabelParamsSchema = V1ProjectParamsSchema.extend({ labelId: z.string().describe("The label's id.") });
