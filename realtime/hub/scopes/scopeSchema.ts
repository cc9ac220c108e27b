import { z } from "zod";
import { WORKSPACE_SLUG_MAX_LENGTH } from "../../../api/contract/workspaceSlug.js";

/** A subscribe / unsubscribe request: exactly these keys, a slug no longer than any slug can be, a UUID. */
export const ScopeRequestSchema = z.strictObject({
  workspace_slug: z.string().min(1).max(WORKSPACE_SLUG_MAX_LENGTH),
  project_id: z.uuid().optional(),
});

/** presence.join / presence.leave: one work item by id. */
export const PresenceRequestSchema = z.strictObject({ work_item_id: z.uuid() });

/** What a refused request is told, so a client can tell its own mistakes from a refusal. */
export const SCOPE_ERRORS = {
  malformed: "Malformed request.",
  notFound: "Not found.",
  tooMany: "Too many subscriptions on this connection.",
  rateLimited: "Too many messages; slow down.",
  failed: "Something went wrong.",
} as const;
