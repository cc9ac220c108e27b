import type Router from "@koa/router";
import { workItemCreate } from "../../../commands/workItemCreate.js";
import { workItemDelete } from "../../../commands/workItemDelete.js";
import { updateWorkItem } from "../../../commands/workItemUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { inUnitOfWork } from "../../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { signedIn } from "../../../middleware/guards.js";
import { readV1Page } from "../../../v1/pagination.js";
import { findWorkItem } from "../../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema, V1ProjectParamsSchema } from "../schema.js";
import { toAppWorkItemFields } from "./fields.js";
import { mountV1WorkItemActivities } from "./activities.js";
import { mountV1WorkItemAttachments } from "./attachments.js";
import { mountV1WorkItemComments } from "./comments.js";
import { mountV1WorkItemLinks } from "./links.js";
import { mountV1WorkItemLookup } from "./lookup.js";
import { mountV1WorkItemRelations } from "./relations.js";
import { listV1WorkItems, presentV1KnownWorkItem, presentV1WorkItems, v1Shaping } from "../../../v1/workItems/read.js";
import { V1_WORK_ITEM_RENAMES, V1_WORK_ITEM_SPELLINGS, V1WorkItemCreateSchema, V1WorkItemParamsSchema, V1WorkItemUpdateSchema } from "./schema.js";

type V1Router = Router<AppState, AppContextExtras>;

/**
 * Plane's v1 work items of a project (IssueListCreateAPIEndpoint, IssueDetailAPIEndpoint): reads for the
 * project's members, writes for its admins and members (guests 403), through the app's commands; and
 * what hangs off an item (comments, links, relations, activities, attachments), each in its own file.
 */
export function mountV1WorkItems(router: V1Router): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) mountSpelling(router, spelling);
  mountV1WorkItemLookup(router);
  mountV1WorkItemComments(router);
  mountV1WorkItemLinks(router);
  mountV1WorkItemRelations(router);
  mountV1WorkItemActivities(router);
  mountV1WorkItemAttachments(router);
}

function mountSpelling(router: V1Router, spelling: string): void {
  const items = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/`;
  const item = `${items}:issueId/`;

  v1Route(router, { method: "get", path: items, summary: "List a project's work items", input: { params: V1ProjectParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { query }) => {
    ctx.body = await listV1WorkItems(ctx.services.db, requireProject(ctx).project.id, readV1Page(query), v1Shaping(query));
  });

  v1Route(
    router,
    { method: "post", path: items, summary: "Create a work item", input: { params: V1ProjectParamsSchema, body: V1WorkItemCreateSchema }, renames: V1_WORK_ITEM_RENAMES },
    [projectScope("edit")],
    async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const issue = await inUnitOfWork(ctx, (uow) => workItemCreate({ ...uow, project, fields: toAppWorkItemFields(body) }));
      ctx.status = 201;
      [ctx.body] = await presentV1WorkItems(ctx.services.db, [issue], v1Shaping({}));
    },
  );

  v1Route(router, { method: "get", path: item, summary: "Get a work item", input: { params: V1WorkItemParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
    [ctx.body] = await presentV1WorkItems(ctx.services.db, [issue], v1Shaping(query));
  });

  v1Route(
    router,
    { method: "patch", path: item, summary: "Update a work item", input: { params: V1WorkItemParamsSchema, body: V1WorkItemUpdateSchema }, renames: V1_WORK_ITEM_RENAMES },
    [signedIn()],
    async (ctx, { body }) => {
      const { issue, extras } = await writeWorkItem(ctx, "edit", (write) => updateWorkItem({ ...write, fields: toAppWorkItemFields(body) }));
      ctx.body = await presentV1KnownWorkItem(ctx.services.db, issue, extras, v1Shaping({}));
    },
  );

  v1Route(router, { method: "delete", path: item, summary: "Delete a work item", input: { params: V1WorkItemParamsSchema } }, [signedIn()], async (ctx) => {
    await writeWorkItem(ctx, "edit", (write) => workItemDelete(write), { acceptsArchived: true });
    ctx.status = 204;
  });
}
