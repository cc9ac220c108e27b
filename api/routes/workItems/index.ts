import Router from "@koa/router";
import { Issue } from "../../../db/models/Issue.js";
import { IssueActivity } from "../../../db/models/IssueActivity.js";
import { State } from "../../../db/models/State.js";
import { STATE_GROUPS } from "../../contract/workItems.js";
import { requireUser } from "../../auth/sessions.js";
import { workItemCreate } from "../../commands/workItemCreate.js";
import { workItemUpdate } from "../../commands/workItemUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeDeleteWorkItem } from "../../policies/workItem.js";
import { presentWorkItemActivity } from "../../presenters/workItemActivity.js";
import { workItemEvent } from "../../workItems/events.js";
import { findWorkItem } from "../../workItems/find.js";
import { presentWorkItemForViewer, presentWorkItems } from "../../workItems/presentWorkItems.js";
import { writeWorkItem } from "../workItemWrite.js";
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
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemCreateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { project } = requireProject(ctx);
      const issue = await inTransaction(ctx, (trx, outbox) => workItemCreate({ trx, outbox, actor, project, fields: body }));
      ctx.status = 201;
      ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
    }),
  );

  router.get(`${base}/:issueId/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
  });

  router.patch(
    `${base}/:issueId/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemUpdateSchema }, async (ctx, { body }) => {
      const updated = await writeWorkItem(ctx, (write) => workItemUpdate({ ...write, fields: body }));
      ctx.body = await presentWorkItemForViewer(ctx.services.db, updated, requireUser(ctx).id);
    }),
  );

  router.delete(`${base}/:issueId/`, workspaceMember(), projectScope("edit"), async (ctx) => {
    const { role } = requireProject(ctx);
    await writeWorkItem(ctx, async ({ trx, outbox, actorId, issue }) => {
      authorizeDeleteWorkItem(role, issue, actorId);
      await Issue.query(trx).deleteById(issue.id);
      outbox.add(workItemEvent("deleted", { ...issue, updated_at: new Date() } as Issue, actorId, { id: issue.id }));
    });
    ctx.status = 204;
  });

  // Plane's sub-issues view: the live children, in list order, with how many sit in each state group.
  router.get(`${base}/:issueId/sub-issues/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    const children = await Issue.query(ctx.services.db)
      .where({ parent_id: issue.id, is_draft: false })
      .whereNull("archived_at")
      .orderBy("sort_order")
      .orderBy("id");
    // "" would reach a uuid column and fail: a child without a state (the column allows it) is left out here.
    const stateIds = children.flatMap((child) => (child.state_id ? [child.state_id] : []));
    const groups = await State.query(ctx.services.db).select("id", "group").whereIn("id", stateIds);
    const groupOf = new Map(groups.map((state) => [state.id, state.group]));
    const distribution: Record<string, string[]> = Object.fromEntries(STATE_GROUPS.map((group) => [group, []]));
    for (const child of children) distribution[groupOf.get(child.state_id ?? "") ?? "backlog"]?.push(child.id);
    ctx.body = { sub_issues: await presentWorkItems(ctx.services.db, children), state_distribution: distribution };
  });

  router.get(
    `${base}/:issueId/history/`,
    workspaceMember(),
    projectScope("read"),
    withInput({ query: WorkItemHistorySchema }, async (ctx, { query }) => {
      const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
      const rows = IssueActivity.query(ctx.services.db).where("issue_id", issue.id).orderBy("created_at").orderBy("id");
      // Clients hold the millisecond ISO strings we sent; the column keeps microseconds.
      if (query.created_at__gt) rows.whereRaw("date_trunc('milliseconds', created_at) > ?", [new Date(query.created_at__gt)]);
      ctx.body = (await rows).map(presentWorkItemActivity);
    }),
  );

  mountWorkItemList(router);
  mountWorkItemLifecycle(router);
  mountWorkItemBulk(router);
  mountWorkItemLookup(router);
  return router;
}
