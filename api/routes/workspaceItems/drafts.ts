import type Router from "@koa/router";
import { Issue } from "../../../db/models/Issue.js";
import { requireUser } from "../../auth/sessions.js";
import { workItemCreate } from "../../commands/workItemCreate.js";
import { workItemUpdate } from "../../commands/workItemUpdate.js";
import { ROLE } from "../../contract/roles.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { fieldError, NotFoundError } from "../../errors.js";
import { findInScope } from "../../findInScope.js";
import { parse, withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeEditProjectContent } from "../../policies/project.js";
import { visibleProject } from "../../projects/visibility.js";
import { WORK_ITEM_NOT_FOUND } from "../../workItems/find.js";
import { presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { pageAcross } from "../../workItems/workspaceList/pageAcross.js";
import { projectIdsWithRole } from "../../workItems/workspaceList/projectsWithRole.js";
import { WorkItemListSchema } from "../workItems/listSchema.js";
import { WorkItemCreateSchema, WorkItemUpdateSchema } from "../workItems/schema.js";
import { DRAFTS_PER_PAGE, DraftProjectSchema, spreadsheetRequest } from "./schema.js";

function viewerOf(ctx: AppContext) {
  return { userId: requireUser(ctx).id, workspaceRole: requireWorkspace(ctx).membership.role };
}

/**
 * Drafts are only ever the caller's own, and only in projects where they could create the item (Member
 * and up, SPEC.md section 6): a draft left in a project they were since demoted in stays out of reach.
 */
async function ownDraftProjects(ctx: AppContext): Promise<string[]> {
  return projectIdsWithRole(ctx.services.db, requireWorkspace(ctx).workspace.id, viewerOf(ctx), ROLE.MEMBER);
}

/**
 * Workspace drafts (SPEC.md sections 4 and 7, the open issue's item 5): the caller's drafts across
 * projects, a draft made from the workspace, and turning one into a work item at Plane's paths.
 */
export function mountWorkspaceDrafts(router: Router<AppState, AppContextExtras>): void {
  const base = "/api/workspaces/:slug/draft-issues";

  router.get(
    `${base}/`,
    workspaceMember(),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const db = ctx.services.db;
      const drafts = db({ i: "issues" })
        .whereIn("i.project_id", await ownDraftProjects(ctx))
        .where({ "i.is_draft": true, "i.created_by_id": requireUser(ctx).id })
        .whereNull("i.archived_at");
      ctx.body = await pageAcross(db, drafts, spreadsheetRequest(query, ctx.query, DRAFTS_PER_PAGE));
    }),
  );

  router.post(
    `${base}/`,
    workspaceMember(),
    withInput({ body: WorkItemCreateSchema }, async (ctx, { body }) => {
      const { project_id } = parse(DraftProjectSchema, ctx.request.body ?? {}, "body");
      // The body names the project, so an unknown one is the body's fault (400), and a hidden or foreign
      // one reads exactly like an unknown one.
      const { project, role } = await visibleProject(ctx.services.db, requireWorkspace(ctx).workspace.id, viewerOf(ctx), project_id).catch((error: unknown) => {
        throw error instanceof NotFoundError ? fieldError("project_id", "no such project in this workspace") : error;
      });
      authorizeEditProjectContent(role);
      const actor = requireUser(ctx);
      const issue = await inTransaction(ctx, (trx, outbox) => workItemCreate({ trx, outbox, actor, project, fields: { ...body, is_draft: true } }));
      ctx.status = 201;
      ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, actor.id);
    }),
  );

  router.post(
    `${base}/:issueId/draft-to-issue/`,
    workspaceMember(),
    withInput({ body: WorkItemUpdateSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const issueId = String(ctx.params.issueId);
      const projectIds = await ownDraftProjects(ctx);
      const converted = await inTransaction(ctx, async (trx, outbox) => {
        // Someone else's draft, a live item, or a draft of another workspace is the same 404.
        const draft = await findInScope(issueId, WORK_ITEM_NOT_FOUND, () =>
          Issue.query(trx)
            .findOne({ id: issueId, workspace_id: requireWorkspace(ctx).workspace.id, is_draft: true, created_by_id: actorId })
            .whereNull("archived_at")
            .whereIn("project_id", projectIds)
            .forUpdate(),
        );
        // Through the ordinary update, so the change is in the item's history and announced once.
        return workItemUpdate({ trx, outbox, actorId, issue: draft, fields: { ...body, is_draft: false } });
      });
      ctx.status = 201;
      ctx.body = await presentWorkItemForViewer(ctx.services.db, converted, actorId);
    }),
  );
}
