import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { inUnitOfWork, type UnitOfWork } from "../events/unitOfWork.js";
import { NotFoundError } from "../errors.js";
import { enterProject, requireProject } from "../middleware/projectScope.js";
import { enterWorkspace } from "../middleware/workspaceScope.js";
import type { ProjectAccessLevel } from "../policies/project.js";
import { assertLive } from "../workItems/archivable.js";
import { WORK_ITEM_NOT_FOUND, type findWorkItem, type WorkItemScope } from "../workItems/find.js";
import { findWorkItemsForUpdate } from "../workItems/findMany.js";
import { lockWorkItemInScope } from "../workItems/lockInScope.js";

type WorkItem = Awaited<ReturnType<typeof findWorkItem>>;

/** The project of the route's projectScope() (or writeWorkItem()) and the caller: where the route's work items are looked for. */
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

/** A unit of work on one work item: the item named by :issueId, locked in its transaction, and the caller's role in its project. */
export interface WorkItemWrite extends UnitOfWork {
  issue: WorkItem;
  /** The caller's effective project role, which has passed the route's access level. */
  role: number | null;
}

/**
 * The write path of the routes under .../projects/:projectId/issues/:issueId/: one unit of work whose
 * first statement reads the tenant wall, the project and the caller's role in it, and locks the item
 * (api/workItems/lockInScope.ts), so concurrent changes to it (and to what hangs off it) queue up behind
 * each other. It decides as projectScope(level) does, which these routes therefore do not mount: the
 * workspace's 404, the project's 404, then `level` (403); then an item of another project or workspace,
 * or a made-up id, is the same 404, and an archived one a 409. The routes mount signedIn(), so an
 * anonymous caller still hears 401 first; the rest is decided after the route's input is checked, so a
 * malformed body is a 400 even for a caller who would hear 404 or 403 (a body's shape says nothing
 * about any workspace).
 */
export function writeWorkItem<T>(ctx: AppContext, level: ProjectAccessLevel, work: (write: WorkItemWrite) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  const userId = requireUser(ctx).id;
  return inUnitOfWork(ctx, async (uow) => {
    const { access, issue } = await lockWorkItemInScope(uow.trx, String(ctx.params.slug), userId, String(ctx.params.projectId), String(ctx.params.issueId));
    enterWorkspace(ctx, access.workspace);
    const { role } = enterProject(ctx, access.project, level);
    if (!issue) throw new NotFoundError(WORK_ITEM_NOT_FOUND);
    if (!options.acceptsArchived) assertLive([issue]);
    return work({ ...uow, issue, role });
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
