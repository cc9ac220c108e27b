import type Router from "@koa/router";
import { workItemRelationRemove } from "../../commands/workItemRelationRemove.js";
import { workItemRelationsAdd } from "../../commands/workItemRelationsAdd.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { findWorkItem } from "../../workItems/find.js";
import { listRelations } from "../../workItems/relations.js";
import { writeWorkItem } from "../workItemWrite.js";
import { WorkItemRelationCreateSchema, WorkItemRelationRemoveSchema } from "./schema.js";

/** Plane's issue-relation/ and remove-relation/: reading needs a project role, changing needs Member. */
export function mountWorkItemRelations(router: Router<AppState, AppContextExtras>, base: string): void {
  router.get(`${base}/issue-relation/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    ctx.body = await listRelations(ctx.services.db, issue);
  });

  router.post(
    `${base}/issue-relation/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemRelationCreateSchema }, async (ctx, { body }) => {
      const projectIdentifier = requireProject(ctx).project.identifier;
      ctx.body = await writeWorkItem(ctx, (write) => workItemRelationsAdd({ ...write, projectIdentifier, relationType: body.relation_type, issueIds: body.issues }));
      ctx.status = 201;
    }),
  );

  router.post(
    `${base}/remove-relation/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: WorkItemRelationRemoveSchema }, async (ctx, { body }) => {
      const projectIdentifier = requireProject(ctx).project.identifier;
      await writeWorkItem(ctx, (write) => workItemRelationRemove({ ...write, projectIdentifier, relatedIssueId: body.related_issue, relationType: body.relation_type }));
      ctx.status = 204;
    }),
  );
}
