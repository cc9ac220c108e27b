import { z } from "zod";
import { NotFoundError } from "./errors.js";

const UUID = z.uuid();

/**
 * A UUID from a client, lower-cased: PostgreSQL compares uuids without regard to case but the API and the
 * realtime hub compare and de-duplicate them as strings (scope keys, room names), so "ABC…" and "abc…"
 * must become one id before anything else sees them.
 */
export const clientUuid = z.uuid("must be a UUID").transform((value) => value.toLowerCase());

/** Whether a client-supplied string is a UUID, and so may be compared with a uuid column at all. */
export function isUuid(value: string | undefined): value is string {
  return UUID.safeParse(value).success;
}

/**
 * One row named by a client-supplied id within the caller's scope (a project, a work item ...). A
 * malformed id never reaches the query, where PostgreSQL would fail on the uuid column; it is the same
 * 404 as a made-up id or one of another scope, so the answer tells nothing about other tenants.
 */
export async function findInScope<T>(id: string, notFound: string, find: () => PromiseLike<T | undefined>): Promise<T> {
  const row = isUuid(id) ? await find() : undefined;
  if (!row) throw new NotFoundError(notFound);
  return row;
}
