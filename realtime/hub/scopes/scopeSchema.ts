import { z } from "zod";
import { WORKSPACE_SLUG_MAX_LENGTH } from "../../../api/contract/workspaceSlug.js";
import { clientUuid } from "../../../api/findInScope.js";

/**
 * A subscribe / unsubscribe request: exactly these keys, a slug no longer than any slug can be, a UUID
 * (lower-cased: the scope key and the room are strings, and one project must not hold two scopes).
 */
export const ScopeRequestSchema = z.strictObject({
  workspace_slug: z.string().min(1).max(WORKSPACE_SLUG_MAX_LENGTH),
  project_id: clientUuid.optional(),
});

/** presence.join / presence.leave: one work item by id, lower-cased so that a work item has one presence room. */
export const PresenceRequestSchema = z.strictObject({ work_item_id: clientUuid });

/** What a refused request is told, so a client can tell its own mistakes from a refusal. */
export const SCOPE_ERRORS = {
  malformed: "Malformed request.",
  notFound: "Not found.",
  tooMany: "Too many subscriptions on this connection.",
  rateLimited: "Too many messages; slow down.",
  failed: "Something went wrong.",
} as const;
