import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenForChanges } from "../../db/changeFeed.js";
import { openDb, type Db } from "../../db/connection.js";
import { COMMITS } from "../../db/pipelinedTransactions.js";
import { preparedArrays, preparedRows } from "../../db/preparedQuery.js";

/**
 * The embedded database (PGlite, what `npm start` runs on without DATABASE_URL) is reached through pg's
 * client over db/embeddedWire.ts, so code written against PostgreSQL holds on it as it is.
 */
describe("the embedded database", () => {
  let db: Db;
  beforeAll(async () => {
    db = openDb({ kind: "memory" });
    await db.raw("create table counted (id int primary key)");
  });
  afterAll(() => db.destroy());

  it("answers how many rows a delete removed, none included, in and out of a transaction", async () => {
    await db("counted").insert([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await db("counted").where("id", 99).delete()).toBe(0);
    expect(await db("counted").where("id", 1).delete()).toBe(1);
    await db.transaction(async (trx) => {
      expect(await trx("counted").whereIn("id", [2, 3]).delete()).toBe(2);
      expect(await trx("counted").where("id", 2).delete()).toBe(0);
    });
  });

  it("still answers a delete's RETURNING rows and an update's count", async () => {
    await db("counted").insert([{ id: 4 }, { id: 5 }]);
    expect(await db("counted").where("id", 4).delete().returning("id")).toEqual([{ id: 4 }]);
    expect(await db("counted").where("id", 5).update({ id: 6 })).toBe(1);
    expect(await db("counted").where("id", 5).update({ id: 7 })).toBe(0);
  });

  it("prepares statements (db/preparedQuery.ts), arrays of columns included, in and out of a transaction", async () => {
    await db("counted").insert([{ id: 10 }]);
    expect(await preparedRows(db, "select id from counted where id = ?", [10])).toEqual([{ id: 10 }]);
    const arrays = await preparedArrays(db, "select a.id, b.id from counted as a join counted as b on b.id = a.id where a.id = ?", [10]);
    expect(arrays).toEqual({ columns: ["id", "id"], rows: [[10, 10]] });
    await db.transaction(async (trx) => expect(await preparedRows(trx, "select id from counted where id = ?", [10])).toEqual([{ id: 10 }]));
  });

  it("reads DATE columns as yyyy-MM-dd text, as pg does from PostgreSQL", async () => {
    const { rows } = (await db.raw("select date '2026-02-28' as day, timestamptz '2026-02-28 10:00:00+00' as at")) as { rows: { day: unknown; at: unknown }[] };
    expect(rows[0]?.day).toBe("2026-02-28");
    expect(rows[0]?.at).toEqual(new Date("2026-02-28T10:00:00Z"));
  });

  it("answers a result larger than PGlite's buffer whole", async () => {
    const { rows } = (await db.raw("select repeat('x', 3000000) as big, g from generate_series(1, 3) as g")) as { rows: { big: string; g: number }[] };
    expect(rows.map((row) => [row.big.length, row.g])).toEqual([
      [3_000_000, 1],
      [3_000_000, 2],
      [3_000_000, 3],
    ]);
  });

  it("rolls a transaction back when its committing statement fails, and goes on answering", async () => {
    await db("counted").insert([{ id: 20 }]);
    const attempt = db.transaction(async (trx) => {
      await trx("counted").insert({ id: 21 });
      await trx.raw("insert into counted (id) values (20)").options(COMMITS);
    });
    await expect(attempt).rejects.toThrow(/duplicate key/);
    expect(await db("counted").whereIn("id", [20, 21]).pluck("id")).toEqual([20]);
    expect(await db.raw("select 1 as one")).toMatchObject({ rows: [{ one: 1 }] });
  });

  it("hands on a NOTIFY to the change feed once its transaction commits", async () => {
    const heard: string[] = [];
    const feed = await listenForChanges(db, { kind: "memory" }, { embedded_test: { onPayload: (payload) => heard.push(payload), onGap: () => undefined } });
    await db.transaction(async (trx) => {
      await trx.raw("select pg_notify('embedded_test', 'inside')");
      expect(heard).toEqual([]);
    });
    await db.raw("select pg_notify('embedded_test', 'outside')");
    expect(heard).toEqual(["inside", "outside"]);
    await feed.close();
    await db.raw("select pg_notify('embedded_test', 'after close')");
    expect(heard).toEqual(["inside", "outside"]);
  });

  it("starts a new connection afresh on the one session: a lost one's open transaction and prepared statements are gone, what it listened to stays", async () => {
    const statement = "select id from counted where id = ?";
    const heard: string[] = [];
    const feed = await listenForChanges(db, { kind: "memory" }, { embedded_kept: { onPayload: (payload) => heard.push(payload), onGap: () => undefined } });
    await db("counted").insert({ id: 40 });
    expect(await preparedRows(db, statement, [40])).toEqual([{ id: 40 }]);
    const lost = (await db.client.acquireConnection()) as { query(sql: string): Promise<unknown>; __knex__disposed?: unknown };
    await lost.query("begin");
    await lost.query("insert into counted (id) values (41)");
    // As knex marks a connection that failed: the pool drops it and opens another on the next query.
    lost.__knex__disposed = new Error("lost");
    await db.client.releaseConnection(lost);
    expect(await preparedRows(db, statement, [40])).toEqual([{ id: 40 }]);
    expect(await db("counted").where("id", 41).pluck("id")).toEqual([]);
    await db.raw("select pg_notify('embedded_kept', 'after the new connection')");
    expect(heard).toEqual(["after the new connection"]);
    await feed.close();
  });
});
