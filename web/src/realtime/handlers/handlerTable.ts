import type { EventEnvelope, EventName } from "../../../../api/contract/events";

/** What one entity family does with its events: one small function per event name it cares about. */
export type HandlerTable = { [Name in EventName]?: (event: EventEnvelope<Name>) => void };

/** The fields of an `.updated` event's data that a store can assign, without the body-changed flags. */
export function withoutFlags<Data extends object>(data: Data, ...flags: readonly string[]): Partial<Data> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !flags.includes(key))) as Partial<Data>;
}
