import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemCreate } from "../../commands/workItemCreate.js";
import { workItemDelete } from "../../commands/workItemDelete.js";
import { updateWorkItem } from "../../commands/workItemUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { findWorkItem } from "../../workItems/find.js";
import { listHistory } from "../../workItems/history.js";
import { presentKnownWorkItemForViewer, presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { listSubIssues } from "../../workItems/subIssues.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { WorkItemCreateSchema, WorkItemHistorySchema, WorkItemUpdateSchema } from "./schema.js";
import { mountWorkItemBulk } from "./bulk.js";
import { mountWorkItemLifecycle } from "./lifecycle.js";
import { mountWorkItemList } from "./list.js";
import { mountWorkItemLookup } from "./lookup.js";

/** One work item at a time (Plane's app API under /projects/{id}/issues/); the list lives in list.ts. */
export function workItemsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const base = "/api/workspaces/:slug/projects/:projectId/issues";

  router.post(
    `${base}/`,
    projectScope("edit"),
    withInput({ body: WorkItemCreateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const issue = await inUnitOfWork(ctx, (uow) => workItemCreate({ ...uow, project, fields: body }));
      ctx.status = 201;
      ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
    }),
  );

  router.get(`${base}/:issueId/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
  });

  router.patch(
    `${base}/:issueId/`,
    signedIn(),
    withInput({ body: WorkItemUpdateSchema }, async (ctx, { body }) => {
      // The command hands back what it read with the update (the extras, the caller's subscription): the answer reads nothing.
      const { issue, extras, actorSubscribed } = await writeWorkItem(ctx, "edit", (write) => updateWorkItem({ ...write, fields: body }));
      ctx.body = presentKnownWorkItemForViewer(issue, extras, actorSubscribed);
    }),
  );

  router.delete(`${base}/:issueId/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "edit", (write) => workItemDelete(write), { acceptsArchived: true });
    ctx.status = 204;
  });

  router.get(`${base}/:issueId/sub-issues/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = await listSubIssues(ctx.services.db, issue);
  });

  router.get(
    `${base}/:issueId/history/`,
    projectScope("read"),
    withInput({ query: WorkItemHistorySchema }, async (ctx, { query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
      ctx.body = await listHistory(ctx.services.db, issue, { after: query.created_at__gt, type: query.activity_type });
    }),
  );

  mountWorkItemList(router);
  mountWorkItemLifecycle(router);
  mountWorkItemBulk(router);
  mountWorkItemLookup(router);
  return router;
}
