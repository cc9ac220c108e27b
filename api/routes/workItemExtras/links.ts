import type Router from "@koa/router";
import { IssueLink } from "../../../db/models/IssueLink.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentWorkItemLink } from "../../presenters/workItemLink.js";
import { findWorkItem } from "../../workItems/find.js";
import { findLink, linkCreate, linkDelete, linkUpdate } from "../../workItems/links.js";
import { writeWorkItem } from "../workItemWrite.js";
import { WorkItemLinkCreateSchema, WorkItemLinkUpdateSchema } from "./schema.js";

/** Plane's issue-links/: reading needs a project role, changing needs Member. */
export function mountWorkItemLinks(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/issue-links/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    const links = await IssueLink.query(ctx.services.db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }).orderBy("created_at", "desc").orderBy("id");
    ctx.body = links.map(presentWorkItemLink);
  });

  router.post(
    `${base}/issue-links/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemLinkCreateSchema }, async (ctx, { body }) => {
      const link = await writeWorkItem(ctx, (write) => linkCreate(write, body));
      ctx.status = 201;
      ctx.body = presentWorkItemLink(link);
    }),
  );

  router.patch(
    `${base}/issue-links/:linkId/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemLinkUpdateSchema }, async (ctx, { body }) => {
      const link = await writeWorkItem(ctx, async (write) => linkUpdate(write, await findLink(write.trx, write.issue, String(ctx.params.linkId)), body));
      ctx.body = presentWorkItemLink(link);
    }),
  );

  router.delete(`${base}/issue-links/:linkId/`, workspaceMember(), projectScope("edit"), async (ctx) => {
    await writeWorkItem(ctx, async (write) => linkDelete(write, await findLink(write.trx, write.issue, String(ctx.params.linkId))));
    ctx.status = 204;
  });
}
