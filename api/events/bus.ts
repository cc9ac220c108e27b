import type { Audience, EventEnvelope, EventName } from "../contract/events.js";

/**
 * The in-process domain event bus (ARCHITECTURE.md). Commands queue events in their unit of work, which
 * publishes them only after the commit; listeners (the realtime hub, tests) hear them afterwards.
 *
 * Delivery is deferred past the current turn, so a listener never delays the response that caused the
 * event; events reach listeners in the order they were published, one event at a time, each listener
 * of one event concurrently. A listener may be async; a throw or a rejection is logged and skipped.
 * The bus is memory only: what must happen exactly once (notifications, webhook deliveries) is written
 * by the command inside its transaction, never derived from here.
 */

/** An event as the server holds it: the wire envelope plus the audience the hub will address. */
export type DomainEvent<Name extends EventName = EventName> = EventEnvelope<Name> & { audience: Audience };

export type EventListener = (event: DomainEvent) => void | Promise<void>;

export class EventBus {
  private readonly listeners = new Set<EventListener>();
  /** The end of the delivery chain: each publish waits for the one before it. */
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly log: (message: string) => void = console.error) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    this.tail = this.tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.deliver(events));
  }

  /** Resolves once everything published so far has been heard (tests, shutdown). */
  drained(): Promise<void> {
    return this.tail;
  }

  private async deliver(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) {
      await Promise.all([...this.listeners].map((listener) => this.hear(listener, event)));
    }
  }

  private async hear(listener: EventListener, event: DomainEvent): Promise<void> {
    try {
      await listener(event);
    } catch (error) {
      this.log(`[cairn] a listener of ${event.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
