import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../db/connection.js";
import { preparedArrays, preparedRows } from "../../db/preparedQuery.js";

/**
 * The embedded database (PGlite, what `npm start` runs on without DATABASE_URL) answers knex's queries as
 * pg's client does for PostgreSQL, so code written against one holds on the other.
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

  it("runs the statements PostgreSQL prepares (db/preparedQuery.ts) as plain ones, arrays of columns included", async () => {
    await db("counted").insert([{ id: 10 }]);
    expect(await preparedRows(db, "select id from counted where id = ?", [10])).toEqual([{ id: 10 }]);
    const arrays = await preparedArrays(db, "select a.id, b.id from counted as a join counted as b on b.id = a.id where a.id = ?", [10]);
    expect(arrays).toEqual({ columns: ["id", "id"], rows: [[10, 10]] });
    await db.transaction(async (trx) => expect(await preparedRows(trx, "select id from counted where id = ?", [10])).toEqual([{ id: 10 }]));
  });
});
