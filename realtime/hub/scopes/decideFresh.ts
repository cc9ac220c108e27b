import type { HubContext } from "../hubContext.js";

/** Access changes are rare; a stream of them that outlasts this many answers is not waited out any longer. */
const ATTEMPTS = 5;

/**
 * Asks the policies, and asks again if an access recheck started meanwhile (it could not see a scope
 * that was not joined yet), so a join never rests on an answer older than the last access change.
 */
export async function decideFresh<T>(hub: HubContext, decide: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = hub.accessChanges();
    const decision = await decide();
    if (hub.accessChanges() === before || attempt >= ATTEMPTS) return decision;
  }
}
