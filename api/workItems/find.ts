import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { findInScope } from "../findInScope.js";

export const WORK_ITEM_NOT_FOUND = "Work item not found";

/** A work item of this project; another project's, another workspace's or a made-up id is the same 404. */
export async function findWorkItem(trx: Knex, projectId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Issue> {
  return findInScope(id, WORK_ITEM_NOT_FOUND, () => {
    const query = Issue.query(trx).findOne({ id, project_id: projectId });
    return options.forUpdate ? query.forUpdate() : query;
  });
}
