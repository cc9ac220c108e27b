import type { Knex } from "knex";
import { Issue, ISSUE_COLUMNS } from "../../db/models/Issue.js";
import { isUuid } from "../findInScope.js";
import { accessCompanion, workspaceProjectAccess, type WorkspaceProjectAccess } from "../policies/projectAccess.js";

/**
 * The work item of the project `p`, as withinScope() of ./find.ts finds it (the project's items, less
 * other people's drafts, `m` being the caller's membership), locked for the rest of the transaction so
 * concurrent changes to it queue up. The lock is FOR NO KEY UPDATE, the one an UPDATE itself takes: it
 * still lets other transactions point at the item (a child's parent_id, a relation, a comment take FOR
 * KEY SHARE through their foreign key) without waiting, so an item held by one change never deadlocks a
 * change elsewhere that only refers to it.
 */
const LOCKED_ITEM = accessCompanion(`select ${ISSUE_COLUMNS.join(", ")} from issues
    where issues.id = ? and issues.project_id = p.id and (issues.is_draft = false or issues.created_by_id = m.member_id)
    for no key update of issues`);

/** What a write on one work item reads first: the caller's access to its project, and the item, locked, or null. */
export interface LockedWorkItem {
  access: WorkspaceProjectAccess;
  issue: Issue | null;
}

/**
 * The first statement of every write on one work item: the tenant wall, the project and the caller's role
 * in it, and the item locked, in one round trip (api/policies/projectAccess.ts) instead of a scope read
 * before the transaction and a lock inside it. The item is locked before the caller's role is judged; a
 * caller who is then refused holds it only until the rollback that follows at once. A malformed id is
 * no item, without asking the database to compare it with the uuid column.
 */
export async function lockWorkItemInScope(trx: Knex.Transaction, slug: string, userId: string, projectId: string, itemId: string): Promise<LockedWorkItem> {
  const access = await workspaceProjectAccess(trx, slug, userId, projectId, "active", { of: LOCKED_ITEM, values: [isUuid(itemId) ? itemId : null] });
  return { access, issue: access.companion ? Issue.fromDatabaseJson(access.companion) : null };
}
