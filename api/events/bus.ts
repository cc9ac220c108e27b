/**
 * The in-process domain event bus (ARCHITECTURE.md): the API publishes one event per change after its
 * transaction commits, and whoever listens (the realtime hub, webhooks, tests) hears it. Listeners run
 * synchronously and must not throw into the request that published; a failing one is logged and skipped.
 */

export interface DomainEvent {
  /** `<entity>.<action>`, e.g. `work_item.updated`. */
  name: string;
  id: string;
  workspace_id: string;
  project_id: string | null;
  actor_id: string | null;
  /** Grows with every change to the entity, so a client can drop an event older than what it holds. */
  version: number;
  /** The X-Mutation-Id of the request that caused it, so its author can recognise its own change. */
  mutation_id: string | null;
  /** The entity in its REST shape, or for `.updated` the changed fields. */
  data: unknown;
}

export type EventListener = (event: DomainEvent) => void;

export class EventBus {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly log: (message: string) => void = console.error) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch (error) {
          this.log(`[cairn] a listener of ${event.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
        }
      }
    }
  }
}
