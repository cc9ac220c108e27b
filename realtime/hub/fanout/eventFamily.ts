import type { Db } from "../../../db/connection.js";
import type { DomainEvent } from "../../../api/events/bus.js";
import type { AccessRecheck } from "../hubTypes.js";

/** What a family's handler may use: the database (for who is behind a membership) and the access recheck. */
export interface FanoutContext {
  db: Db;
  /** Has every process check its sockets' scopes again; resolves once all have answered (or timed out). */
  recheck(recheck: AccessRecheck): Promise<void>;
}

/**
 * One entity family's part in the fan-out: which rooms hear its events, and what an event changes about
 * who may hear later ones (a member removed, a project made private), done right after it was emitted.
 */
export interface EventFamily {
  rooms(event: DomainEvent, context: FanoutContext): string[] | Promise<string[]>;
  afterEmit?(event: DomainEvent, context: FanoutContext): Promise<void>;
}
