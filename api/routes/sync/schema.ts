import { z } from "zod";
import { uuid } from "../fields.js";

/**
 * GET /api/workspaces/:slug/sync/: `after` is the newest version the client holds (0 for none yet), as
 * digits; `project_id` narrows the page to one project's content.
 */
export const SyncReadSchema = z.object({
  after: z
    .string({ error: "is required, once: the newest version you hold, 0 for none" })
    .regex(/^\d{1,15}$/, "must be a whole number, 0 or more")
    .transform(Number),
  project_id: z.string({ error: "must be given once" }).pipe(uuid).optional(),
});
export type SyncReadReq = z.infer<typeof SyncReadSchema>;
