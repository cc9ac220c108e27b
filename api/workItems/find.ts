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

/**
 * Limits a query of issues to the scope: the project's items, less other people's drafts. A write's first
 * statement says the same in SQL (./lockInScope.ts): change both together.
 */
export function withinScope<Result>(query: QueryBuilder<Issue, Result>, scope: WorkItemScope): QueryBuilder<Issue, Result> {
  return query.where("issues.project_id", scope.projectId).where((own) => own.where("issues.is_draft", false).orWhere("issues.created_by_id", scope.viewerId));
}

/**
 * A work item of this project; another project's, another workspace's, someone else's draft or a made-up
 * id is the same 404. A write reads and locks its item in its first statement instead (./lockInScope.ts).
 */
export async function findWorkItem(db: Knex, scope: WorkItemScope, id: string): Promise<Issue> {
  // Every read of one item starts here: its text never varies, so it is prepared (db/preparedStatements.ts).
  return findInScope(id, WORK_ITEM_NOT_FOUND, () =>
    withinScope(Issue.query(db).select(ISSUE_COLUMNS).findOne({ "issues.id": id }), scope).onBuildKnex((knex) => knex.options(PREPARED)),
  );
}
