import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../db/connection.js";

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
});
