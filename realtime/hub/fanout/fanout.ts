import type { EventEntity } from "../../../api/contract/events.js";
import type { DomainEvent, EventListener } from "../../../api/events/bus.js";
import type { Log } from "../hubContext.js";
import type { HubServer } from "../hubTypes.js";
import type { FanoutContext } from "./eventFamily.js";
import { EVENT_FAMILIES } from "./registry.js";
import { withTokenRooms } from "./withTokenRooms.js";

export interface Fanout {
  /** The bus listener: takes the event and returns at once, so it never holds up the bus's other listeners. */
  listener: EventListener;
  /** Resolves once every event taken so far has been emitted (shutdown). */
  drained(): Promise<void>;
}

/**
 * The hub's side of the bus: each committed event goes, once, to the rooms its family names, as the wire
 * envelope (the audience stays on the server). Events are emitted one at a time in the order the bus
 * gave them, each after the access recheck of the one before (on every process, or until the Redis
 * adapter's request timeout): a removed member's socket never hears what follows its removal.
 */
export function fanout(io: HubServer, context: FanoutContext, log: Log): Fanout {
  let tail: Promise<void> = Promise.resolve();
  return {
    listener(event) {
      tail = tail.then(() => emit(io, context, event)).catch((error: unknown) => log(`emitting ${event.name} failed`, error));
    },
    drained: () => tail,
  };
}

async function emit(io: HubServer, context: FanoutContext, event: DomainEvent): Promise<void> {
  const family = EVENT_FAMILIES[entityOf(event)];
  const targets = withTokenRooms(await family.rooms(event, context), event.workspace_id);
  if (targets.length > 0) {
    const { audience: _audience, ...envelope } = event;
    // The catalogue types each name's payload; an event read off the bus is the union of them all.
    const operator = io.to(targets) as unknown as { emit(name: string, payload: unknown): boolean };
    operator.emit(event.name, envelope);
  }
  await family.afterEmit?.(event, context);
}

function entityOf(event: DomainEvent): EventEntity {
  return event.name.slice(0, event.name.indexOf(".")) as EventEntity;
}
