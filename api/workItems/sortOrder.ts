import type { Knex } from "knex";
import { SORT_ORDER_DEFAULT, SORT_ORDER_END_STEP } from "../contract/workItems.js";

/** A new work item goes last (SPEC.md section 9: 10000 past the end, 65535 for the first one). */
export async function nextSortOrder(trx: Knex, projectId: string): Promise<number> {
  const row = (await trx("issues").where("project_id", projectId).max("sort_order as max").first()) as { max: number | null } | undefined;
  return row?.max === null || row?.max === undefined ? SORT_ORDER_DEFAULT : Number(row.max) + SORT_ORDER_END_STEP;
}
