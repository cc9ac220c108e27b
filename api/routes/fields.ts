import { z } from "zod";
import { ROLE } from "../contract/roles.js";
import { HEX_COLOR } from "../contract/themes.js";

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

export const role = z.literal([ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST], "must be 20 (admin), 15 (member) or 5 (guest)");

/**
 * A UUID from a client, lower-cased: PostgreSQL compares uuids without regard to case but the API compares
 * and de-duplicates them as strings, so "ABC…" and "abc…" must become one id before anything else sees them.
 */
export const uuid = z.uuid("must be a UUID").transform((value) => value.toLowerCase());
