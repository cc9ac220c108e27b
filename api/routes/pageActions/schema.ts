import { z } from "zod";
import { pageAccess, uuid } from "../fields.js";

export const PageAccessSchema = z.strictObject({ access: pageAccess });
export type PageAccessReq = z.infer<typeof PageAccessSchema>;

export const PageMoveSchema = z.strictObject({ new_project_id: uuid });
export type PageMoveReq = z.infer<typeof PageMoveSchema>;
