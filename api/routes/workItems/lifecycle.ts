import type Router from "@koa/router";
import { workItemArchive } from "../../commands/workItemArchive.js";
import { workItemDatesUpdate } from "../../commands/workItemDatesUpdate.js";
import { workItemRestore } from "../../commands/workItemRestore.js";
import { workItemsBulkDelete } from "../../commands/workItemsBulkDelete.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { listArchivedWorkItems } from "../../workItems/archivedList.js";
import { writeWorkItem, writeWorkItems } from "../workItemWrite.js";
import { ArchivedListSchema, BulkIssueIdsSchema, WorkItemDatesSchema } from "./lifecycleSchema.js";

/**
 * Leaving and re-entering the list (SPEC.md section 4): archive and restore, the archived list, bulk
 * archive and delete, and the timeline's bulk date move, at Plane's paths. Archives are for project
 * Members and Admins (guests see none, SPEC.md section 6); bulk delete is for project Admins.
 */
export function mountWorkItemLifecycle(router: Router<AppState, AppContextExtras>): void {
  const base = "/api/workspaces/:slug/projects/:projectId";

  router.post(`${base}/issues/:issueId/archive/`, signedIn(), async (ctx) => {
    // Archiving an archived item is refused (writeWorkItem): it is read-only until restored.
    const archivedAt = await writeWorkItem(ctx, "edit", ({ issue, ...uow }) => workItemArchive({ ...uow, issues: [issue], field: "issueId" }));
    ctx.body = { archived_at: new Date(archivedAt).toISOString() };
  });

  router.delete(`${base}/issues/:issueId/archive/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "edit", (write) => workItemRestore(write), { acceptsArchived: true });
    ctx.status = 204;
  });

  router.get(
    `${base}/archived-issues/`,
    projectScope("edit"),
    withInput({ query: ArchivedListSchema }, async (ctx, { query }) => {
      ctx.body = await listArchivedWorkItems(ctx.services.db, requireProject(ctx).project.id, query);
    }),
  );

  router.post(
    `${base}/bulk-archive-issues/`,
    projectScope("edit"),
    withInput({ body: BulkIssueIdsSchema }, async (ctx, { body }) => {
      const archivedAt = await writeWorkItems(ctx, body.issue_ids, "issue_ids", (write) => workItemArchive({ ...write, field: "issue_ids" }));
      ctx.body = { archived_at: archivedAt.toISOString() };
    }),
  );

  // Plane's clients send DELETE; POST stays for the clients written against it before.
  router.register(
    `${base}/bulk-delete-issues/`,
    ["POST", "DELETE"],
    [
      projectScope("administer"),
      withInput({ body: BulkIssueIdsSchema }, async (ctx, { body }) => {
        await writeWorkItems(ctx, body.issue_ids, "issue_ids", (write) => workItemsBulkDelete(write), { acceptsArchived: true });
        ctx.status = 204;
      }),
    ],
  );

  router.post(
    `${base}/issue-dates/`,
    projectScope("edit"),
    withInput({ body: WorkItemDatesSchema }, async (ctx, { body }) => {
      const ids = body.updates.map((update) => update.id);
      await writeWorkItems(ctx, ids, "updates", (write) => workItemDatesUpdate({ ...write, updates: body.updates }));
      ctx.body = { message: "Issues updated successfully" };
    }),
  );
}
