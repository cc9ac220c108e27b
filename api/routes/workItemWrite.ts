import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { inUnitOfWork, type UnitOfWork } from "../events/unitOfWork.js";
import { requireProject } from "../middleware/projectScope.js";
import { assertLive } from "../workItems/archivable.js";
import { findWorkItem, type WorkItemScope } from "../workItems/find.js";
import { findWorkItemsForUpdate } from "../workItems/findMany.js";

type WorkItem = Awaited<ReturnType<typeof findWorkItem>>;

/** The project of the route's projectScope() and the caller: where the route's work items are looked for. */
export function workItemScope(ctx: AppContext): WorkItemScope {
  return { projectId: requireProject(ctx).project.id, viewerId: requireUser(ctx).id };
}

/**
 * Archived work items are read-only (api/workItems/archivable.ts): every write path refuses them, except
 * the routes that say they take them (restore, delete, unsubscribe).
 */
export interface WriteOptions {
  acceptsArchived?: boolean;
}

/** A unit of work on one work item: the item named by :issueId, locked in its transaction. */
export interface WorkItemWrite extends UnitOfWork {
  issue: WorkItem;
}

/**
 * The write path of the routes under .../projects/:projectId/issues/:issueId/ (after projectScope()): one
 * unit of work in which the item is locked first, so concurrent changes to it (and to what hangs off it)
 * queue up behind each other; an item of another project or workspace, or a made-up id, is the same 404,
 * and an archived one a 409.
 */
export function writeWorkItem<T>(ctx: AppContext, work: (write: WorkItemWrite) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  const scope = workItemScope(ctx);
  return inUnitOfWork(ctx, async (uow) => {
    const issue = await findWorkItem(uow.trx, scope, String(ctx.params.issueId), { forUpdate: true });
    if (!options.acceptsArchived) assertLive([issue]);
    return work({ ...uow, issue });
  });
}

/** A unit of work on many work items: each is locked, in id order. */
export interface WorkItemsWrite extends UnitOfWork {
  issues: WorkItem[];
}

/**
 * The write path of the bulk routes: every item named in `ids` is this project's and locked before
 * `work` runs, or nothing changes and the answer is a 400 naming `field` (api/workItems/findMany.ts), or
 * a 409 naming the archived ones.
 */
export function writeWorkItems<T>(ctx: AppContext, ids: readonly string[], field: string, work: (write: WorkItemsWrite) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  const scope = workItemScope(ctx);
  const { project } = requireProject(ctx);
  return inUnitOfWork(ctx, async (uow) => {
    const issues = await findWorkItemsForUpdate(uow.trx, scope, ids, field);
    if (!options.acceptsArchived) assertLive(issues, project);
    return work({ ...uow, issues });
  });
}
