import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { findInScope } from "../findInScope.js";
import { WORK_ITEM_NOT_FOUND } from "./find.js";

/** Where a person's drafts are looked for: their workspace, and the projects where they may still create items. */
export interface DraftScope {
  workspaceId: string;
  viewerId: string;
  projectIds: readonly string[];
}

/**
 * The viewer's own live draft. Someone else's draft, a live item, a draft of another workspace or of a
 * project they were since demoted in is the same 404. `forUpdate` locks it as a write locks its work item (./lockInScope.ts).
 */
export async function findOwnDraft(trx: Knex, scope: DraftScope, draftId: string, options: { forUpdate?: boolean } = {}): Promise<Issue> {
  return findInScope(draftId, WORK_ITEM_NOT_FOUND, () => {
    const query = Issue.query(trx)
      .findOne({ id: draftId, workspace_id: scope.workspaceId, is_draft: true, created_by_id: scope.viewerId })
      .whereNull("archived_at")
      .whereIn("project_id", [...scope.projectIds]);
    return options.forUpdate ? query.forNoKeyUpdate() : query;
  });
}
