import knex, { type Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EventBus } from "../../api/events/bus.js";
import { runUnitOfWork } from "../../api/events/unitOfWork.js";
import { CairnPgClient } from "../../db/pgClient.js";
import { COMMITS } from "../../db/pipelinedTransactions.js";
import { PREPARED } from "../../db/preparedStatements.js";
import { buildUser } from "../helpers/factories.js";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.js";
import { buildWorkspace } from "../helpers/workspaces.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** pg's client, as far as this test listens to it: its connection emits each protocol message it reads. */
interface PgClient {
  connection: { on(event: "readyForQuery", listener: () => void): void };
}

/**
 * db/pipelinedTransactions.ts on PostgreSQL: a transaction's BEGIN goes out with its first statement and
 * a statement run with COMMITS carries its COMMIT, one exchange each (counted as the ReadyForQuery
 * messages PostgreSQL sends, one per exchange), and the transaction still holds together: its first
 * statement is inside it, a failure anywhere leaves nothing behind, and the connection is fit for the next.
 */
describe.skipIf(!onPostgres)("pipelined transactions on PostgreSQL", () => {
  let database: TestDatabase;
  /** One connection, whose exchanges are counted. */
  let db: Knex;
  /** Another, to look from outside the transaction. */
  let observer: Knex;
  let exchanges = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    db = knex({ client: CairnPgClient, connection: database.target.url, pool: { min: 1, max: 1 } });
    observer = database.db;
    const client = (await db.client.acquireConnection()) as PgClient;
    client.connection.on("readyForQuery", () => exchanges++);
    db.client.releaseConnection(client);
    await observer.raw("create table probe (id int primary key, note text)");
    await observer.raw("create table deferred_probe (id int, unique (id) deferrable initially deferred)");
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    await observer.raw("truncate probe, deferred_probe");
    exchanges = 0;
  });

  const ids = async (table = "probe") => (await observer(table).select("id").orderBy("id")).map((row: { id: number }) => row.id);

  it("sends BEGIN with the first statement and COMMIT with the committing one: two statements, two exchanges", async () => {
    await db.transaction(async (trx) => {
      await trx("probe").insert({ id: 1 });
      // Not visible from outside before the commit: the first statement ran inside the transaction.
      expect(await ids()).toEqual([]);
      await trx.raw("insert into probe (id) values (?)", [2]).options(COMMITS);
    });
    expect(exchanges).toBe(2);
    expect(await ids()).toEqual([1, 2]);
  });

  it("commits on its own a transaction whose last statement did not carry the COMMIT", async () => {
    await db.transaction(async (trx) => {
      await trx("probe").insert({ id: 1 });
      await trx("probe").insert({ id: 2 });
    });
    expect(exchanges).toBe(3);
    expect(await ids()).toEqual([1, 2]);
  });

  it("sends one exchange for a transaction of one statement that carries both", async () => {
    await db.transaction((trx) => trx.raw("insert into probe (id) values (?)", [7]).options({ ...PREPARED, ...COMMITS }));
    expect(exchanges).toBe(1);
    expect(await ids()).toEqual([7]);
  });

  it("rolls back the first statement's work when the transaction fails later", async () => {
    const failed = db.transaction(async (trx) => {
      await trx("probe").insert({ id: 1 });
      throw new Error("failed on purpose");
    });
    await expect(failed).rejects.toThrow("failed on purpose");
    expect(await ids()).toEqual([]);
  });

  it("leaves nothing and a usable connection when the first statement fails", async () => {
    await expect(db.transaction((trx) => trx.raw("select 1 / ?::int", [0]))).rejects.toThrow(/division by zero/);
    // A prepared first statement that fails to parse must be parsed again, not taken as prepared.
    const missing = () => db.transaction((trx) => trx.raw("select count(*)::int as n from not_yet_there").options(PREPARED));
    await expect(missing()).rejects.toThrow(/not_yet_there/);
    await observer.raw("create table not_yet_there (id int)");
    expect((await missing()).rows).toEqual([{ n: 0 }]);
    await db.transaction((trx) => trx("probe").insert({ id: 3 }));
    expect(await ids()).toEqual([3]);
  });

  it("does not commit when the committing statement fails, and the connection goes on", async () => {
    const failed = db.transaction(async (trx) => {
      await trx("probe").insert({ id: 1 });
      await trx.raw("insert into probe (id) values (?)", [1]).options(COMMITS);
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    // The insert, the failed statement (whose COMMIT was skipped), and the ROLLBACK that ends the aborted transaction.
    expect(exchanges).toBe(3);
    expect(await ids()).toEqual([]);
    await db.transaction((trx) => trx.raw("insert into probe (id) values (?)", [4]).options(COMMITS));
    expect(await ids()).toEqual([4]);
  });

  it("reports a COMMIT that fails (a deferred constraint) and keeps nothing of the transaction", async () => {
    const failed = db.transaction(async (trx) => {
      await trx("probe").insert({ id: 1 });
      await trx.raw("insert into deferred_probe (id) values (1), (1)").options(COMMITS);
    });
    await expect(failed).rejects.toMatchObject({ code: "23505" });
    expect([await ids(), await ids("deferred_probe")]).toEqual([[], []]);
    await db.transaction((trx) => trx.raw("insert into deferred_probe (id) values (2)").options(COMMITS));
    expect(await ids("deferred_probe")).toEqual([2]);
    // The failed transaction's two exchanges and the next one's, without a ROLLBACK between: the failed
    // COMMIT has ended the transaction, and PostgreSQL would only warn that none is in progress. (Counted
    // after the next transaction, which pg sends only once the failed exchange's ReadyForQuery is in;
    // pg reports the error before it.)
    expect(exchanges).toBe(3);
  });

  it("refuses a statement after the committing one, which would run outside the transaction", async () => {
    const late = db.transaction(async (trx) => {
      await trx.raw("insert into probe (id) values (?)", [1]).options(COMMITS);
      await trx("probe").insert({ id: 2 });
    });
    await expect(late).rejects.toThrow(/after the transaction's committing statement/);
    // What committed stays committed; the refused statement never ran.
    expect(await ids()).toEqual([1]);
    await db.transaction((trx) => trx("probe").insert({ id: 5 }));
    expect(await ids()).toEqual([1, 5]);
  });

  it("runs a COMMITS statement outside a transaction as any other, and the pooled connection goes on", async () => {
    await db.raw("insert into probe (id) values (?)", [1]).options(COMMITS);
    await db("probe").insert({ id: 2 });
    expect(await ids()).toEqual([1, 2]);
  });

  it("sends nothing for a transaction that runs no statement, committed or rolled back", async () => {
    expect(await db.transaction(async () => "nothing to do")).toBe("nothing to do");
    await expect(
      db.transaction(async () => {
        throw new Error("refused before any statement");
      }),
    ).rejects.toThrow("refused before any statement");
    expect(exchanges).toBe(0);
  });

  it("sends BEGIN as knex does for an isolation level, which then holds", async () => {
    const level = await db.transaction(
      async (trx) => (await trx.raw<{ rows: { transaction_isolation: string }[] }>("show transaction_isolation")).rows[0]?.transaction_isolation,
      { isolationLevel: "serializable" },
    );
    expect(level).toBe("serializable");
    expect(exchanges).toBe(3);
  });

  it("keeps a savepoint as the first statement inside the transaction", async () => {
    await db.transaction(async (trx) => {
      await trx.transaction(async (inner) => {
        await inner("probe").insert({ id: 1 });
        throw new Error("inner rolled back");
      }).catch(() => undefined);
      await trx("probe").insert({ id: 2 });
    });
    expect(await ids()).toEqual([2]);
  });

  it("runs a unit of work that writes and stamps one event in two exchanges", async () => {
    const owner = await buildUser(observer);
    const workspace = await buildWorkspace(observer, owner);
    exchanges = 0;
    const services = { db, events: new EventBus(() => undefined) };
    await runUnitOfWork(services, { actor: owner, mutationId: null }, async ({ trx, outbox }) => {
      await trx("probe").insert({ id: 9 });
      outbox.add({ name: "label.created", id: "probe-9", workspace_id: workspace.id, project_id: null, actor_id: owner.id, data: {}, audience: { kind: "workspace", workspace_id: workspace.id } } as never);
    });
    expect(exchanges).toBe(2);
    expect(await ids()).toEqual([9]);
    expect(await observer("sync_log").where({ workspace_id: workspace.id, entity_id: "probe-9" }).count<{ count: number }[]>("* as count")).toEqual([{ count: 1 }]);
  });
});
