import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { fieldError } from "../errors.js";
import { WORK_ITEM_NOT_FOUND } from "./find.js";

/**
 * Every named work item of this project, locked FOR UPDATE in the caller's transaction. Bulk routes are
 * all-or-nothing, so one id that is not this project's (another project's, another workspace's, made up)
 * is a 400 naming `field` before anything changes; the message matches the one-item 404's.
 */
export async function findWorkItemsForUpdate(trx: Knex.Transaction, projectId: string, ids: readonly string[], field: string): Promise<Issue[]> {
  // Sorted ids lock in one order, so two bulk requests over the same items cannot deadlock each other.
  const issues = await Issue.query(trx).where("project_id", projectId).whereIn("id", [...ids]).orderBy("id").forUpdate();
  const found = new Set(issues.map((issue) => issue.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw fieldError(field, `${WORK_ITEM_NOT_FOUND}: ${missing.join(", ")}`);
  }
  return issues;
}
