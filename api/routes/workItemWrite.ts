import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { inUnitOfWork, type UnitOfWork } from "../events/unitOfWork.js";
import { requireProject } from "../middleware/projectScope.js";
import { findWorkItem, type WorkItemScope } from "../workItems/find.js";
import { findWorkItemsForUpdate } from "../workItems/findMany.js";

type WorkItem = Awaited<ReturnType<typeof findWorkItem>>;

/** The project of the route's projectScope() and the caller: where the route's work items are looked for. */
export function workItemScope(ctx: AppContext): WorkItemScope {
  return { projectId: requireProject(ctx).project.id, viewerId: requireUser(ctx).id };
}

/** A unit of work on one work item: the item named by :issueId, locked in its transaction. */
export interface WorkItemWrite extends UnitOfWork {
  issue: WorkItem;
}

/**
 * The write path of the routes under .../projects/:projectId/issues/:issueId/ (after projectScope()): one
 * unit of work in which the item is locked first, so concurrent changes to it (and to what hangs off it)
 * queue up behind each other; an item of another project or workspace, or a made-up id, is the same 404.
 */
export function writeWorkItem<T>(ctx: AppContext, work: (write: WorkItemWrite) => Promise<T>): Promise<T> {
  const scope = workItemScope(ctx);
  return inUnitOfWork(ctx, async (uow) => work({ ...uow, issue: await findWorkItem(uow.trx, scope, String(ctx.params.issueId), { forUpdate: true }) }));
}

/** A unit of work on many work items: each is locked, in id order. */
export interface WorkItemsWrite extends UnitOfWork {
  issues: WorkItem[];
}

/**
 * The write path of the bulk routes: every item named in `ids` is this project's and locked before
 * `work` runs, or nothing changes and the answer is a 400 naming `field` (api/workItems/findMany.ts).
 */
export function writeWorkItems<T>(ctx: AppContext, ids: readonly string[], field: string, work: (write: WorkItemsWrite) => Promise<T>): Promise<T> {
  const scope = workItemScope(ctx);
  return inUnitOfWork(ctx, async (uow) => work({ ...uow, issues: await findWorkItemsForUpdate(uow.trx, scope, ids, field) }));
}
