import type { AnyEventEnvelope } from "../../../api/contract/events";

/**
 * A catch-up may bring an older change to something a newer live event already set (the live one was
 * applied past a gap). For each entity, and each field an `.updated` event set, the version that set it:
 * an older event's fields give way, so a value never goes back. Emptied once a catch-up closes the gap.
 */
const newest = new Map<string, number>();
/** Plenty for the changes of one gap; beyond it the oldest entries go. */
const MAX_ENTRIES = 5000;

function record(key: string, version: number): void {
  newest.delete(key);
  newest.set(key, version);
  if (newest.size > MAX_ENTRIES) newest.delete(newest.keys().next().value as string);
}

const isNewer = (key: string, version: number) => (newest.get(key) ?? 0) > version;

/** The part of an event still worth applying (null: nothing), recording what it sets. */
export function freshPart(event: AnyEventEnvelope): AnyEventEnvelope | null {
  if (event.version <= 0) return event;
  if (isNewer(event.id, event.version)) return null;
  if (!event.name.endsWith(".updated")) {
    record(event.id, event.version);
    return event;
  }
  const fresh = Object.entries(event.data).filter(([field]) => !isNewer(`${event.id}:${field}`, event.version));
  if (fresh.length === 0) return null;
  for (const [field] of fresh) record(`${event.id}:${field}`, event.version);
  return { ...event, data: Object.fromEntries(fresh) } as AnyEventEnvelope;
}

/** No older event can come any more: nothing needs remembering. */
export function forgetStaleness(): void {
  newest.clear();
}
