import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { inTransaction, type Outbox } from "../events/unitOfWork.js";
import { requireProject } from "../middleware/projectScope.js";
import { findWorkItem } from "../workItems/find.js";
import { findWorkItemsForUpdate } from "../workItems/findMany.js";

/** What a change to one work item is made with: the commands in api/workItems and api/commands take it. */
export interface WorkItemWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  /** The item named by :issueId, read with FOR UPDATE in `trx`. */
  issue: Issue;
}

/**
 * The write path of the routes under .../projects/:projectId/issues/:issueId/ (after projectScope()): one
 * transaction in which the item is locked first, so concurrent changes to it queue up behind each other;
 * an item of another project or workspace, or a made-up id, is the same 404. Events go out after commit.
 */
export function writeWorkItem<T>(ctx: AppContext, work: (write: WorkItemWrite) => Promise<T>): Promise<T> {
  const actorId = requireUser(ctx).id;
  const projectId = requireProject(ctx).project.id;
  return inTransaction(ctx, async (trx, outbox) => {
    const issue = await findWorkItem(trx, projectId, String(ctx.params.issueId), { forUpdate: true });
    return work({ trx, outbox, actorId, issue });
  });
}

/** A change to many work items at once: each is read with FOR UPDATE in `trx`. */
export interface WorkItemsWrite extends Omit<WorkItemWrite, "issue"> {
  issues: Issue[];
}

/**
 * The write path of the bulk routes: every item named in `ids` is this project's and locked before
 * `work` runs, or nothing changes and the answer is a 400 naming `field` (api/workItems/findMany.ts).
 */
export function writeWorkItems<T>(ctx: AppContext, ids: readonly string[], field: string, work: (write: WorkItemsWrite) => Promise<T>): Promise<T> {
  const actorId = requireUser(ctx).id;
  const projectId = requireProject(ctx).project.id;
  return inTransaction(ctx, async (trx, outbox) => work({ trx, outbox, actorId, issues: await findWorkItemsForUpdate(trx, projectId, ids, field) }));
}
