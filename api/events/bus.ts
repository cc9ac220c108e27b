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
  /** Published and not yet heard, oldest first. */
  private readonly queue: DomainEvent[] = [];
  /** The delivery under way, if any: one at a time, so events are heard in publication order. */
  private delivering: Promise<void> | null = null;

  constructor(private readonly log: (message: string) => void = console.error) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly DomainEvent[]): void {
    if (events.length === 0) return;
    this.queue.push(...events);
    this.delivering ??= this.deliverSoon();
  }

  /** Resolves once everything published so far has been heard (tests, shutdown). */
  async drained(): Promise<void> {
    while (this.delivering) await this.delivering;
  }

  /**
   * One turn later, hears the whole queue, including what is published meanwhile. Everything published
   * before that turn is heard in it (synchronous listeners need nothing but microtasks), so the events of
   * a request reach synchronous listeners before anyone can have read its response.
   */
  private async deliverSoon(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (let event = this.queue.shift(); event; event = this.queue.shift()) {
      const heard = event;
      await Promise.all([...this.listeners].map((listener) => this.hear(listener, heard)));
    }
    // No await between the empty queue and this line: a publish cannot slip in between and be left waiting.
    this.delivering = null;
  }

  private async hear(listener: EventListener, event: DomainEvent): Promise<void> {
    try {
      await listener(event);
    } catch (error) {
      this.log(`[cairn] a listener of ${event.name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
