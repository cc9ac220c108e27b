import { z } from "zod";
import { LIMITS } from "../contract/limits.js";
import { PAGE_ACCESS } from "../contract/pages.js";
import { ROLE } from "../contract/roles.js";
import { HEX_COLOR } from "../contract/themes.js";
import { nestsDeeperThan } from "../jsonDepth.js";

/** Field schemas that several resources' bodies share, so one rule has one wording everywhere. */

/** A name people read in lists: trimmed, not empty, no control characters. */
export function displayName(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, "cannot be empty")
    .max(maxLength)
    .regex(/^[^\p{Cc}]*$/u, "must not contain control characters");
}

export const hexColor = z.string().regex(HEX_COLOR, "must be a #RRGGBB hex colour");

/** Plain-text descriptions of projects, states and labels. */
export const description = z.string().max(10000);

/** A rich-text document as HTML (a work item's description, a page's), sanitised by the command that stores it. */
export const descriptionHtml = z.string().max(LIMITS.descriptionHtmlMaxLength);

/** A page's access, as Plane numbers it. */
export const pageAccess = z.literal([PAGE_ACCESS.PUBLIC, PAGE_ACCESS.PRIVATE], "must be 0 (public) or 1 (private)");

export const role = z.literal([ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST], "must be 20 (admin), 15 (member) or 5 (guest)");

/** A UUID from a client, lower-cased (../findInScope.ts clientUuid). */
export { clientUuid as uuid } from "../findInScope.js";

/**
 * A JSON object the client shapes and reads back as given (logo_props, and every later free-form field).
 * Bounded in depth and size, because the server still clones, stores and sends it with every read: deep
 * nesting overflowed the stack in objection's clone (a 500), and a large one would ride along on every list.
 */
export const freeFormJson = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  if (nestsDeeperThan(value, LIMITS.jsonFieldMaxDepth)) {
    ctx.addIssue({ code: "custom", message: `must not nest more than ${LIMITS.jsonFieldMaxDepth} levels deep` });
  } else if (JSON.stringify(value).length > LIMITS.jsonFieldMaxLength) {
    ctx.addIssue({ code: "custom", message: `must be at most ${LIMITS.jsonFieldMaxLength} characters as JSON` });
  }
});
