import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainEvent, toWorkspace } from "../../api/events/envelope.js";
import { EventBus, type DomainEvent } from "../../api/events/bus.js";
import { runUnitOfWork, TRY_AGAIN } from "../../api/events/unitOfWork.js";
import { ConflictError } from "../../api/errors.js";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.js";

/**
 * The unit of work against a real database: events go out only after commit, and a deadlock that
 * PostgreSQL breaks by killing one side is run again instead of answering 500. The deadlock needs two
 * connections, which the embedded database (one connection) never has.
 */
let database: TestDatabase;
const actor = { id: "00000000-0000-4000-8000-000000000001", display_name: "Tester" };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.raw("create table uow_probe (id int primary key, n int not null default 0)");
  await database.db("uow_probe").insert([{ id: 1 }, { id: 2 }]);
});
afterAll(() => database.drop());

function busRecording() {
  const bus = new EventBus(() => undefined);
  const heard: DomainEvent[] = [];
  bus.subscribe((event) => {
    heard.push(event);
  });
  return { bus, heard };
}

// A workspace that does not exist: its events get version 0 and no sync log row (tests/api/sync.test.ts has the real ones).
const probeWorkspace = "00000000-0000-4000-8000-0000000000aa";
const probeEvent = () => domainEvent("workspace.updated", { id: probeWorkspace, workspace_id: probeWorkspace }, actor.id, { name: "x" }, toWorkspace(probeWorkspace));

describe("runUnitOfWork", () => {
  it("publishes queued events after the commit, with the mutation id", async () => {
    const { bus, heard } = busRecording();
    await runUnitOfWork({ db: database.db, events: bus }, { actor, mutationId: "m-1" }, async ({ trx, outbox }) => {
      await trx("uow_probe").where("id", 1).increment("n", 1);
      outbox.add(probeEvent());
    });
    await bus.drained();
    expect(heard.map((event) => [event.name, event.mutation_id, event.actor_id])).toEqual([["workspace.updated", "m-1", actor.id]]);
  });

  it("publishes nothing when the work fails and the transaction rolls back", async () => {
    const { bus, heard } = busRecording();
    const before = await database.db("uow_probe").where("id", 1).first();
    await expect(
      runUnitOfWork({ db: database.db, events: bus }, { actor, mutationId: null }, async ({ trx, outbox }) => {
        await trx("uow_probe").where("id", 1).increment("n", 1);
        outbox.add(probeEvent());
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await bus.drained();
    expect(heard).toEqual([]);
    expect(await database.db("uow_probe").where("id", 1).first()).toEqual(before);
  });

  it.skipIf(!process.env.DATABASE_URL)("runs a deadlock victim again, so both sides of a deadlock succeed (PostgreSQL only)", async () => {
    const { bus, heard } = busRecording();
    const services = { db: database.db, events: bus };
    const attempts = { first: 0, second: 0 };
    const bothLocked = twoPartyBarrier();
    // Each side locks one row, waits until the other holds its row, then asks for the other's: a deadlock
    // on the first attempt. The barrier is passed once, so the victim's second attempt goes straight through.
    const side = (name: "first" | "second", mine: number, theirs: number) =>
      runUnitOfWork(services, { actor, mutationId: null }, async ({ trx, outbox }) => {
        attempts[name] += 1;
        await trx("uow_probe").where("id", mine).increment("n", 1);
        await bothLocked();
        await trx("uow_probe").where("id", theirs).increment("n", 1);
        outbox.add(probeEvent());
      });
    const before = await database.db("uow_probe").sum("n as total").first();
    await Promise.all([side("first", 1, 2), side("second", 2, 1)]);
    const after = await database.db("uow_probe").sum("n as total").first();
    expect(Number(after?.total) - Number(before?.total)).toBe(4);
    expect(attempts.first + attempts.second).toBe(3);
    await bus.drained();
    expect(heard).toHaveLength(2);
  });

  it("answers a 409 asking to try again when the victim keeps losing", async () => {
    const { bus, heard } = busRecording();
    let attempts = 0;
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    const losing = runUnitOfWork({ db: database.db, events: bus }, { actor, mutationId: null }, async ({ outbox }) => {
      attempts += 1;
      outbox.add(probeEvent());
      throw deadlock;
    });
    await expect(losing).rejects.toBeInstanceOf(ConflictError);
    await expect(losing).rejects.toThrow(TRY_AGAIN);
    expect(attempts).toBe(4);
    await bus.drained();
    expect(heard).toEqual([]);
  });
});

/** Resolves for both callers once both have arrived; later calls pass at once. */
function twoPartyBarrier(): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (release = resolve));
  return () => {
    arrived += 1;
    if (arrived === 2) release();
    return arrived > 2 ? Promise.resolve() : open;
  };
}
