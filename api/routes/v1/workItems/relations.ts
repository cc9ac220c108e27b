import type Router from "@koa/router";
import { workItemRelationRemove } from "../../../commands/workItemRelationRemove.js";
import { workItemRelationsAdd } from "../../../commands/workItemRelationsAdd.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { inUnitOfWork } from "../../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { presentV1RelationIds } from "../../../presenters/v1/workItemRelation.js";
import { findWorkItem } from "../../../workItems/find.js";
import { listRelations } from "../../../workItems/relations.js";
import { workItemScope } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1RelationCreateSchema, V1RelationRemoveSchema } from "./childSchema.js";
import { V1_WORK_ITEM_SPELLINGS, V1WorkItemParamsSchema } from "./schema.js";

/**
 * Plane's v1 relations of a work item: the ids grouped by relation type, add (relation_type + issues)
 * and remove (related_issue). Reading needs a project role, changing needs Member; the commands lock both
 * ends themselves, as the app's routes leave them to.
 */
export function mountV1WorkItemRelations(router: Router<AppState, AppContextExtras>): void {
  for (const spelling of V1_WORK_ITEM_SPELLINGS) {
    const relations = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/:issueId/relations/`;

    v1Route(router, { method: "get", path: relations, summary: "List a work item's relations by type", input: { params: V1WorkItemParamsSchema } }, [projectScope("read")], async (ctx, { params }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      ctx.body = presentV1RelationIds(await listRelations(ctx.services.db, issue));
    });

    v1Route(router, { method: "post", path: relations, summary: "Relate work items to this one", input: { params: V1WorkItemParamsSchema, body: V1RelationCreateSchema } }, [projectScope("edit")], async (ctx, { params, body }) => {
      const { project } = requireProject(ctx);
      ctx.body = await inUnitOfWork(ctx, (uow) => workItemRelationsAdd({ ...uow, project, issueId: params.issueId, relationType: body.relation_type, issueIds: body.issues }));
      ctx.status = 201;
    });

    v1Route(router, { method: "post", path: `${relations}remove/`, summary: "Remove a relation", input: { params: V1WorkItemParamsSchema, body: V1RelationRemoveSchema } }, [projectScope("edit")], async (ctx, { params, body }) => {
      const { project } = requireProject(ctx);
      await inUnitOfWork(ctx, (uow) => workItemRelationRemove({ ...uow, project, issueId: params.issueId, relatedIssueId: body.related_issue, relationType: body.relation_type }));
      ctx.status = 204;
    });
  }
}
