import type { Knex } from "knex";
import { z } from "zod";
import { Issue } from "../../db/models/Issue.js";
import { NotFoundError } from "../errors.js";

export const WORK_ITEM_NOT_FOUND = "Work item not found";
const UUID = z.uuid();

/** A work item of this project; another project's, another workspace's or a made-up id is the same 404. */
export async function findWorkItem(trx: Knex, projectId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<Issue> {
  if (!UUID.safeParse(id).success) throw new NotFoundError(WORK_ITEM_NOT_FOUND);
  const query = Issue.query(trx).findOne({ id, project_id: projectId });
  if (options.forUpdate) query.forUpdate();
  const issue = await query;
  if (!issue) throw new NotFoundError(WORK_ITEM_NOT_FOUND);
  return issue;
}
