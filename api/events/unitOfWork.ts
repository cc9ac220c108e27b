import { setTimeout as sleep } from "node:timers/promises";
import type { Knex } from "knex";
import { z } from "zod";
import type { Db } from "../../db/connection.js";
import { isStalePlan } from "../../db/preparedStatements.js";
import type { User } from "../../db/models/User.js";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { ConflictError } from "../errors.js";
import type { DomainEvent, EventBus } from "./bus.js";
import { stampVersions } from "./syncVersions.js";

/**
 * What a command hands over to be published once its transaction has committed. The unit of work adds
 * the version (the workspace's sync id, ./syncVersions.ts) and the mutation id.
 */
export type PendingEvent = Omit<DomainEvent, "mutation_id" | "version">;

export interface Outbox {
  add(event: PendingEvent): void;
}

/** Who is making the change: the signed-in person (or, later, the owner of an API token). */
export type Actor = Pick<User, "id" | "display_name">;

/** What every command takes: the transaction, the outbox its events go to, and who is acting. */
export interface UnitOfWork {
  trx: Knex.Transaction;
  outbox: Outbox;
  actor: Actor;
}

/** Where a unit of work comes from, outside Koa too (the hub, Hocuspocus): who acts and which mutation id to echo. */
export interface WorkOrigin {
  actor: Actor;
  mutationId: string | null;
}

/** A deadlock (40P01) or a serialization failure (40001): the transaction was sound and may simply run again. */
const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 4;
export const TRY_AGAIN = "Someone else was changing the same thing at the same moment. Try again.";

/** The driver's error behind what reached us (objection hands it on as `nativeError`): the one with a SQLSTATE. */
function driverErrorOf(error: unknown): { code: string; message?: unknown } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, nativeError } = error as { code?: unknown; nativeError?: unknown };
  if (typeof code === "string") return error as { code: string };
  return nativeError === undefined ? undefined : driverErrorOf(nativeError);
}

/**
 * Runs `work` in one transaction and publishes the events it queued only after the commit: a rolled-back
 * change is never announced, and a listener never sees a row that readers cannot see yet. The events get
 * their sync ids and log rows in that transaction, after `work`. PostgreSQL may pick the transaction as a
 * deadlock victim or refuse it for serialization; then it runs again from the start (with a fresh outbox)
 * after a short random pause, and a 409 asks the client to retry if it keeps losing. This is the only
 * place in api/ that opens a transaction (lint enforces it).
 */
export async function runUnitOfWork<T>(services: { db: Db; events: EventBus }, origin: WorkOrigin, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const pending: PendingEvent[] = [];
    try {
      let stamped: DomainEvent[] = [];
      const result = await services.db.transaction(async (trx) => {
        const done = await work({ trx, outbox: { add: (event) => pending.push(event) }, actor: origin.actor });
        // Last, so the workspace's counter row stays locked only from here to the commit, which its statement
        // carries. The same statement writes the webhook outbox: deliveries commit (or roll back) with the
        // change they announce.
        stamped = await stampVersions(trx, pending, origin.mutationId);
        return done;
      });
      services.events.publish(stamped);
      return result;
    } catch (error) {
      const driverError = driverErrorOf(error);
      // A prepared statement made stale by another process's migration was renamed: the next run prepares it afresh.
      if (!driverError || !(RETRYABLE.has(driverError.code) || isStalePlan(driverError))) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError(TRY_AGAIN);
      await sleep(5 * attempt + Math.random() * 20 * attempt);
    }
  }
}

const MUTATION_ID = z.uuid();

/** The client's X-Mutation-Id when it is a UUID; anything else is ignored rather than echoed. */
function mutationIdOf(ctx: AppContext): string | null {
  const header = ctx.get("X-Mutation-Id");
  return MUTATION_ID.safeParse(header).success ? header : null;
}

/** The unit of work of a REST request: the signed-in caller acts, and the request's X-Mutation-Id is echoed. */
export function inUnitOfWork<T>(ctx: AppContext, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  return runUnitOfWork(ctx.services, { actor: requireUser(ctx), mutationId: mutationIdOf(ctx) }, work);
}
