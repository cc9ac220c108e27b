/**
 * The X-Mutation-Id of every write this tab sent (ARCHITECTURE.md "Wire protocols"): its event comes back
 * over the socket carrying the id, and the change it describes is already on screen (optimistically, or
 * from the REST answer), so the event is ignored rather than applied twice, which could flicker a value
 * back while a newer local change is in flight.
 */

/** An echo arrives within moments of its request; an id older than this is forgotten. */
const REMEMBER_MS = 2 * 60 * 1000;
/** Enough for a burst of bulk edits; the oldest goes first beyond it. */
const MAX_REMEMBERED = 500;

/** Ids by when they were sent; a Map keeps insertion order, so the oldest are first. */
const sent = new Map<string, number>();

function forgetOld(now: number): void {
  for (const [id, at] of sent) {
    if (sent.size <= MAX_REMEMBERED && now - at < REMEMBER_MS) break;
    sent.delete(id);
  }
}

/** A fresh id for one write, remembered as this tab's own. */
export function newMutationId(): string {
  const id = crypto.randomUUID();
  const now = Date.now();
  sent.set(id, now);
  forgetOld(now);
  return id;
}

/** Whether an event's mutation id is one this tab sent recently. */
export function isOwnMutation(id: string | null): boolean {
  if (!id) return false;
  forgetOld(Date.now());
  return sent.has(id);
}
