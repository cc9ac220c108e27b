import type Router from "@koa/router";
import { workItemLinkCreate } from "../../commands/workItemLinkCreate.js";
import { workItemLinkDelete } from "../../commands/workItemLinkDelete.js";
import { workItemLinkUpdate } from "../../commands/workItemLinkUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentWorkItemLink } from "../../presenters/workItemLink.js";
import { findWorkItem } from "../../workItems/find.js";
import { listLinks } from "../../workItems/links.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { WorkItemLinkCreateSchema, WorkItemLinkUpdateSchema } from "./schema.js";

/** Plane's issue-links/: reading needs a project role, changing needs Member. */
export function mountWorkItemLinks(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/issue-links/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = (await listLinks(ctx.services.db, issue)).map(presentWorkItemLink);
  });

  router.post(
    `${base}/issue-links/`,
    signedIn(),
    withInput({ body: WorkItemLinkCreateSchema }, async (ctx, { body }) => {
      const link = await writeWorkItem(ctx, "edit", (write) => workItemLinkCreate({ ...write, fields: body }));
      ctx.status = 201;
      ctx.body = presentWorkItemLink(link);
    }),
  );

  router.patch(
    `${base}/issue-links/:linkId/`,
    signedIn(),
    withInput({ body: WorkItemLinkUpdateSchema }, async (ctx, { body }) => {
      const link = await writeWorkItem(ctx, "edit", (write) => workItemLinkUpdate({ ...write, linkId: String(ctx.params.linkId), fields: body }));
      ctx.body = presentWorkItemLink(link);
    }),
  );

  router.delete(`${base}/issue-links/:linkId/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "edit", (write) => workItemLinkDelete({ ...write, linkId: String(ctx.params.linkId) }));
    ctx.status = 204;
  });
}
