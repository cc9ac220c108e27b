import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { fieldError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import { WORK_ITEM_NOT_FOUND, withinScope, type WorkItemScope } from "./find.js";

/**
 * Those of the named work items that are this project's, locked (FOR NO KEY UPDATE, as ./lockInScope.ts locks one) in
 * id order: every path that locks several items takes them in this one order, so two of them over the
 * same items queue instead of deadlocking. Ids must be UUIDs (the callers' schemas check them).
 */
export async function lockWorkItems(trx: Knex.Transaction, scope: WorkItemScope, ids: readonly string[]): Promise<Issue[]> {
  return withinScope(Issue.query(trx).whereIn("id", [...ids]), scope).orderBy("id").forNoKeyUpdate();
}

/**
 * Every named work item of this project, locked as lockWorkItems does. Bulk routes are all-or-nothing,
 * so one id that is not this project's (another project's, another workspace's, made up) is a 400
 * naming `field` before anything changes; the message matches the one-item 404's.
 */
export async function findWorkItemsForUpdate(trx: Knex.Transaction, scope: WorkItemScope, ids: readonly string[], field: string): Promise<Issue[]> {
  const issues = await lockWorkItems(trx, scope, ids);
  const found = new Set(issues.map((issue) => issue.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw fieldError(field, `${WORK_ITEM_NOT_FOUND}: ${missing.join(", ")}`);
  }
  return issues;
}

/**
 * The work item named by `id` (the same 404 as findWorkItem when it is not this project's) and those of
 * `otherIds` that are, locked by one lockWorkItems query. A write over several items (both ends of a
 * relation) takes them this way rather than its own item first, which would lock out of id order.
 */
export async function lockWorkItemWith(trx: Knex.Transaction, scope: WorkItemScope, id: string, otherIds: readonly string[]): Promise<{ issue: Issue; others: Issue[] }> {
  return findInScope(id, WORK_ITEM_NOT_FOUND, async () => {
    const locked = await lockWorkItems(trx, scope, [id, ...otherIds]);
    const issue = locked.find((row) => row.id === id.toLowerCase());
    return issue && { issue, others: locked.filter((row) => row !== issue) };
  });
}
