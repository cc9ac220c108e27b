import { z } from "zod";
import { NotFoundError } from "./errors.js";

const UUID = z.uuid();

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
