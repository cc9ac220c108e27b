import knex, { type Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventBus } from "../../api/events/bus.js";
import { runUnitOfWork } from "../../api/events/unitOfWork.js";
import { CairnPgClient } from "../../db/pgClient.js";
import { PREPARED } from "../../db/preparedStatements.js";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The statements prepared on the session that runs this, by text. */
async function preparedOnThisConnection(trx: Knex.Transaction): Promise<Map<string, { generic_plans: number; custom_plans: number }>> {
  const { rows } = await trx.raw<{ rows: { statement: string; generic_plans: number; custom_plans: number }[] }>(
    "select statement, generic_plans, custom_plans from pg_prepared_statements where not from_sql",
  );
  return new Map(rows.map(({ statement, ...plans }) => [statement, plans]));
}

/**
 * PREPARED (db/preparedStatements.ts) on PostgreSQL: the statement is parsed and planned once per
 * connection and then only executed, in and out of transactions, whatever happened to the transaction
 * that first prepared it; and no more than a bounded number of texts is ever prepared.
 */
describe.skipIf(!onPostgres)("prepared statements on PostgreSQL", () => {
  let database: TestDatabase;
  /** One connection, so that what one transaction prepared is what the next one sees. */
  let db: Knex;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    db = knex({ client: CairnPgClient, connection: database.target.url, pool: { min: 1, max: 1 } });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it("prepares a statement that asks for it once, and runs it again without parsing it", async () => {
    await db.transaction(async (trx) => {
      const first = await trx.raw<{ rows: { n: number }[] }>("select ?::int + 1 as n", [1]).options(PREPARED);
      const second = await trx.raw<{ rows: { n: number }[] }>("select ?::int + 1 as n", [41]).options(PREPARED);
      expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
      await trx.raw("select ?::int + 2 as n", [1]);
      const prepared = await preparedOnThisConnection(trx);
      const plans = prepared.get("select $1::int + 1 as n");
      expect(plans && plans.generic_plans + plans.custom_plans).toBe(2);
      // A statement that did not ask is not kept.
      expect(prepared.has("select $1::int + 2 as n")).toBe(false);
    });
  });

  it("keeps a statement prepared in a transaction that rolled back, and runs it in the next", async () => {
    const failed = db.transaction(async (trx) => {
      await trx.raw("select ?::int * 3 as n", [2]).options(PREPARED);
      throw new Error("rolled back on purpose");
    });
    await expect(failed).rejects.toThrow("rolled back on purpose");
    const failing = db.transaction((trx) => trx.raw("select 10 / ?::int as n", [0]).options(PREPARED));
    await expect(failing).rejects.toThrow(/division by zero/);
    await db.transaction(async (trx) => {
      expect((await trx.raw<{ rows: { n: number }[] }>("select ?::int * 3 as n", [5]).options(PREPARED)).rows[0]?.n).toBe(15);
      expect((await trx.raw<{ rows: { n: number }[] }>("select 10 / ?::int as n", [5]).options(PREPARED)).rows[0]?.n).toBe(2);
      const prepared = await preparedOnThisConnection(trx);
      expect(prepared.has("select $1::int * 3 as n")).toBe(true);
      expect(prepared.has("select 10 / $1::int as n")).toBe(true);
    });
  });

  it("prepares afresh a statement whose columns a migration changed, and runs it again", async () => {
    await db.raw("create table stale_probe (id int primary key)");
    await db("stale_probe").insert({ id: 1 });
    const everything = () => db.raw<{ rows: unknown[] }>("select * from stale_probe").options(PREPARED);
    expect((await everything()).rows).toEqual([{ id: 1 }]);
    // What another process's migration would do while this one holds the statement prepared.
    await db.raw("alter table stale_probe add column note text not null default 'new'");
    expect((await everything()).rows).toEqual([{ id: 1, note: "new" }]);
  });

  it("runs a unit of work again when a migration made one of its prepared statements stale", async () => {
    await db.raw("create table stale_unit (id int primary key)");
    await db("stale_unit").insert({ id: 1 });
    const services = { db, events: new EventBus(() => undefined) };
    const actor = { id: "00000000-0000-4000-8000-000000000001", display_name: "Tester" };
    let attempts = 0;
    const readAll = () =>
      runUnitOfWork(services, { actor, mutationId: null }, async ({ trx }) => {
        attempts++;
        return (await trx.raw<{ rows: unknown[] }>("select * from stale_unit").options(PREPARED)).rows;
      });
    expect(await readAll()).toEqual([{ id: 1 }]);
    await db.raw("alter table stale_unit add column note text not null default 'new'");
    attempts = 0;
    expect(await readAll()).toEqual([{ id: 1, note: "new" }]);
    expect(attempts).toBe(2);
  });

  // Last: once the budget is spent, the tests above would run unprepared.
  it("stops preparing new texts past its budget, and still runs them", async () => {
    const texts = Array.from({ length: 150 }, (_, index) => `select ?::int + ${index} as n`);
    await db.transaction(async (trx) => {
      for (const [index, text] of texts.entries()) {
        const { rows } = await trx.raw<{ rows: { n: number }[] }>(text, [1]).options(PREPARED);
        expect(rows[0]?.n).toBe(1 + index);
      }
      const prepared = await preparedOnThisConnection(trx);
      expect(prepared.size).toBeLessThanOrEqual(128);
      expect(prepared.has(texts[0]?.replace("?", "$1") ?? "")).toBe(true);
      expect(prepared.has(texts[149]?.replace("?", "$1") ?? "")).toBe(false);
      // A text prepared before the budget ran out still is.
      expect(prepared.has("select $1::int + 1 as n")).toBe(true);
    });
  });
});
