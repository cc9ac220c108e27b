import type Router from "@koa/router";
import { workItemLinkCreate } from "../../../commands/workItemLinkCreate.js";
import { workItemLinkDelete } from "../../../commands/workItemLinkDelete.js";
import { workItemLinkUpdate } from "../../../commands/workItemLinkUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { projectScope } from "../../../middleware/projectScope.js";
import { signedIn } from "../../../middleware/guards.js";
import { presentWorkItemLink } from "../../../presenters/workItemLink.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { v1ListParam, v1PickFields } from "../../../v1/queryOptions.js";
import { findWorkItem } from "../../../workItems/find.js";
import { findLink, listLinks } from "../../../workItems/links.js";
import { workItemScope, writeWorkItem } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema } from "../schema.js";
import { V1LinkCreateSchema, V1LinkParamsSchema, V1LinkUpdateSchema } from "./childSchema.js";
import { V1_WORK_ITEM_SPELLINGS, V1WorkItemParamsSchema } from "./schema.js";

/**
 * Plane's v1 links of a work item, under both spellings: reading needs a project role, changing needs
 * Member. The app's link shape is already Plane's IssueLinkSerializer, so v1 presents it unchanged.
 */
export function mountV1WorkItemLinks(router: Router<AppState, AppContextExtras>): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) {
    const links = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/:issueId/links/`;
    const link = `${links}:linkId/`;

    v1Route(router, { method: "get", path: links, summary: "List a work item's links", input: { params: V1WorkItemParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      const fields = v1ListParam(query.fields);
      ctx.body = v1PageOf(readV1Page(query), (await listLinks(ctx.services.db, issue)).map((row) => v1PickFields(presentWorkItemLink(row), fields)));
    });

    v1Route(router, { method: "post", path: links, summary: "Link a web page to a work item", input: { params: V1WorkItemParamsSchema, body: V1LinkCreateSchema } }, [signedIn()], async (ctx, { body }) => {
      const created = await writeWorkItem(ctx, "edit", (write) => workItemLinkCreate({ ...write, fields: body }));
      ctx.status = 201;
      ctx.body = presentWorkItemLink(created);
    });

    v1Route(router, { method: "get", path: link, summary: "Get a link", input: { params: V1LinkParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      ctx.body = v1PickFields(presentWorkItemLink(await findLink(ctx.services.db, issue, params.linkId)), v1ListParam(query.fields));
    });

    v1Route(router, { method: "patch", path: link, summary: "Update a link", input: { params: V1LinkParamsSchema, body: V1LinkUpdateSchema } }, [signedIn()], async (ctx, { params, body }) => {
      ctx.body = presentWorkItemLink(await writeWorkItem(ctx, "edit", (write) => workItemLinkUpdate({ ...write, linkId: params.linkId, fields: body })));
    });

    v1Route(router, { method: "delete", path: link, summary: "Delete a link", input: { params: V1LinkParamsSchema } }, [signedIn()], async (ctx, { params }) => {
      await writeWorkItem(ctx, "edit", (write) => workItemLinkDelete({ ...write, linkId: params.linkId }));
      ctx.status = 204;
    });
  }
}
