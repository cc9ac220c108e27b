import type { DomainEvent, EventBus } from "../../api/events/bus.js";
import type { EventName } from "../../api/contract/events.js";

export interface RecordedEvents {
  seen: DomainEvent[];
  /** The events of one name, their data typed by the catalogue. */
  named<Name extends EventName>(name: Name): DomainEvent<Name>[];
  stop(): void;
}

/**
 * Records what the bus delivers from now on; `stop()` detaches. The bus delivers right after the
 * response is written, before a client in this process can read it, so after `await client.post(...)`
 * the events of that call are here (await `bus.drained()` where a test publishes outside a request).
 */
export function recordEvents(events: EventBus): RecordedEvents {
  const seen: DomainEvent[] = [];
  const stop = events.subscribe((event) => {
    seen.push(event);
  });
  const named = <Name extends EventName>(name: Name) => seen.filter((event): event is DomainEvent<Name> => event.name === name);
  return { seen, named, stop };
}
