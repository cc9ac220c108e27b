import type { Knex } from "knex";
import type { Db } from "../../db/connection.js";
import { Instance } from "../../db/models/Instance.js";

const MISSING = "The instances row is missing: migrations did not run.";

/** The one instances row, which the first migration makes. */
export async function loadInstance(db: Db): Promise<Instance> {
  const instance = await Instance.query(db).first();
  if (!instance) throw new Error(MISSING);
  return instance;
}

/** The instances row, locked: set-up and changes to it queue on this lock. */
export async function lockInstance(trx: Knex.Transaction): Promise<Instance> {
  const instance = await Instance.query(trx).forUpdate().first();
  if (!instance) throw new Error(MISSING);
  return instance;
}
