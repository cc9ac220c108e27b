import type Router from "@koa/router";
import { workItemRelationRemove } from "../../commands/workItemRelationRemove.js";
import { workItemRelationsAdd } from "../../commands/workItemRelationsAdd.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { findWorkItem } from "../../workItems/find.js";
import { listRelations } from "../../workItems/relations.js";
import { WorkItemRelationCreateSchema, WorkItemRelationRemoveSchema } from "./schema.js";
import { workItemScope } from "../workItemWrite.js";

/**
 * Plane's issue-relation/ and remove-relation/: reading needs a project role, changing needs Member. The
 * writes lock both ends of a relation themselves, in id order, so they do not go through writeWorkItem
 * (which locks the named item first).
 */
export function mountWorkItemRelations(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/issue-relation/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = await listRelations(ctx.services.db, issue);
  });

  router.post(
    `${base}/issue-relation/`,
    projectScope("edit"),
    withInput({ body: WorkItemRelationCreateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const issueId = String(ctx.params.issueId);
      ctx.body = await inUnitOfWork(ctx, (uow) => workItemRelationsAdd({ ...uow, project, issueId, relationType: body.relation_type, issueIds: body.issues }));
      ctx.status = 201;
    }),
  );

  router.post(
    `${base}/remove-relation/`,
    projectScope("edit"),
    withInput({ body: WorkItemRelationRemoveSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const issueId = String(ctx.params.issueId);
      await inUnitOfWork(ctx, (uow) => workItemRelationRemove({ ...uow, project, issueId, relatedIssueId: body.related_issue, relationType: body.relation_type }));
      ctx.status = 204;
    }),
  );
}
