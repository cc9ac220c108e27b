import { z } from "zod";
import { StateCreateSchema, StateUpdateSchema } from "../../states/schema.js";
import { V1ProjectParamsSchema } from "../schema.js";

/**
 * State bodies on v1 (Plane's StateSerializer), each field checked by the app's own rule. `default: true`
 * makes the state the project's default, as Plane's serializer does. Fields Cairn has no place for
 * (slug, external_source, external_id) are dropped, as DRF drops unknown fields.
 */
const makeDefault = z.boolean().optional();

export const V1StateCreateSchema = z.object({ ...StateCreateSchema.shape, default: makeDefault });
export type V1StateCreateReq = z.infer<typeof V1StateCreateSchema>;

export const V1StateUpdateSchema = z.object({ ...StateUpdateSchema.shape, default: makeDefault });
export type V1StateUpdateReq = z.infer<typeof V1StateUpdateSchema>;

export const V1StateParamsSchema = V1ProjectParamsSchema.extend({ stateId: z.string().describe("The state's id.") });
