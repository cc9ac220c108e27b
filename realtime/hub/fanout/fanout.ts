import type { EventEntity } from "../../../api/contract/events.js";
import type { DomainEvent, EventListener } from "../../../api/events/bus.js";
import type { HubServer } from "../hubTypes.js";
import type { FanoutContext } from "./eventFamily.js";
import { EVENT_FAMILIES } from "./registry.js";

/**
 * The hub's bus listener: each committed event goes, once, to the rooms its family names, as the wire
 * envelope (the audience stays on the server). The bus hears events one at a time and waits for this,
 * so an access change's recheck is done before the next event is emitted: a removed member's socket
 * never hears what follows its removal.
 */
export function fanout(io: HubServer, context: FanoutContext): EventListener {
  return async (event: DomainEvent) => {
    const family = EVENT_FAMILIES[entityOf(event)];
    const targets = await family.rooms(event, context);
    if (targets.length > 0) {
      const { audience: _audience, ...envelope } = event;
      // The catalogue types each name's payload; an event read off the bus is the union of them all.
      const operator = io.to(targets) as unknown as { emit(name: string, payload: unknown): boolean };
      operator.emit(event.name, envelope);
    }
    await family.afterEmit?.(event, context);
  };
}

function entityOf(event: DomainEvent): EventEntity {
  return event.name.slice(0, event.name.indexOf(".")) as EventEntity;
}
