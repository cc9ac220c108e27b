import type { Knex } from "knex";
import type { QueryBuilder } from "objection";
import { Issue, ISSUE_COLUMNS } from "../../db/models/Issue.js";
import { PREPARED } from "../../db/preparedStatements.js";
import { findInScope } from "../findInScope.js";

export const WORK_ITEM_NOT_FOUND = "Work item not found";

/** Where a work item is looked for: its project, and who is asking (a draft is its creator's alone). */
export interface WorkItemScope {
  projectId: string;
  viewerId: string;
}

/** Limits a query of issues to the scope: the project's items, less other people's drafts. */
export function withinScope<Result>(query: QueryBuilder<Issue, Result>, scope: WorkItemScope): QueryBuilder<Issue, Result> {
  return query.where("issues.project_id", scope.projectId).where((own) => own.where("issues.is_draft", false).orWhere("issues.created_by_id", scope.viewerId));
}

/**
 * A work item of this project; another project's, another workspace's, someone else's draft or a made-up
 * id is the same 404.
 * `forUpdate` locks it for the rest of the transaction, so concurrent changes to it queue up. The lock is
 * FOR NO KEY UPDATE, the one an UPDATE itself takes: it still lets other transactions point at the item
 * (a child's parent_id, a relation, a comment take FOR KEY SHARE through their foreign key) without
 * waiting, so an item held by one change never deadlocks a change elsewhere that only refers to it.
 */
export async function findWorkItem(trx: Knex, scope: WorkItemScope, id: string, options: { forUpdate?: boolean } = {}): Promise<Issue> {
  return findInScope(id, WORK_ITEM_NOT_FOUND, () => {
    // Every change to an item starts here: its text never varies, so it is prepared (db/preparedStatements.ts).
    const query = withinScope(Issue.query(trx).select(ISSUE_COLUMNS).findOne({ "issues.id": id }), scope).onBuildKnex((knex) => knex.options(PREPARED));
    return options.forUpdate ? query.forNoKeyUpdate() : query;
  });
}
