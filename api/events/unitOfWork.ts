import type { Knex } from "knex";
import { z } from "zod";
import type { AppContext } from "../context.js";
import type { DomainEvent } from "./bus.js";

/** What a command hands over to be published once its transaction has committed. */
export type PendingEvent = Omit<DomainEvent, "mutation_id">;

export interface Outbox {
  add(event: PendingEvent): void;
}

const MUTATION_ID = z.uuid();

/** The client's X-Mutation-Id when it is a UUID; anything else is ignored rather than echoed. */
function mutationIdOf(ctx: AppContext): string | null {
  const header = ctx.get("X-Mutation-Id");
  return MUTATION_ID.safeParse(header).success ? header : null;
}

/**
 * Runs `work` in one transaction and publishes the events it queued only after the commit: a rolled-back
 * change is never announced, and a listener never sees a row that readers cannot see yet.
 */
export async function inTransaction<T>(ctx: AppContext, work: (trx: Knex.Transaction, outbox: Outbox) => Promise<T>): Promise<T> {
  const pending: PendingEvent[] = [];
  const result = await ctx.services.db.transaction((trx) => work(trx, { add: (event) => pending.push(event) }));
  const mutationId = mutationIdOf(ctx);
  ctx.services.events.publish(pending.map((event) => ({ ...event, mutation_id: mutationId })));
  return result;
}
