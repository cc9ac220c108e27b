import type { Knex } from "knex";
import type { WorkItemListRequest } from "../list/request.js";
import { pageAcross } from "./pageAcross.js";

/** One page of the user's own live drafts in these projects (those where they could still create the item). */
export async function listOwnDrafts(db: Knex, projectIds: readonly string[], userId: string, request: WorkItemListRequest) {
  const drafts = db({ i: "issues" }).whereIn("i.project_id", projectIds).where({ "i.is_draft": true, "i.created_by_id": userId }).whereNull("i.archived_at");
  return pageAcross(db, drafts, request);
}
