import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemCreate } from "../../commands/workItemCreate.js";
import { ROLE } from "../../contract/roles.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { fieldError, NotFoundError } from "../../errors.js";
import { parse, withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { authorizeEditProjectContent } from "../../policies/project.js";
import { projectIdsWithRole, visibleProject } from "../../policies/projectVisibility.js";
import { presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { listOwnDrafts } from "../../workItems/workspaceList/listDrafts.js";
import { WorkItemListSchema } from "../workItems/listSchema.js";
import { WorkItemCreateSchema } from "../workItems/schema.js";
import { DRAFTS_PER_PAGE, DraftProjectSchema, spreadsheetRequest } from "./schema.js";

/**
 * Drafts are only ever the caller's own, and only in projects where they could create the item (Member
 * and up, SPEC.md section 6): a draft left in a project they were since demoted in stays out of reach.
 */
export async function ownDraftProjects(ctx: AppContext): Promise<string[]> {
  return projectIdsWithRole(ctx.services.db, requireWorkspace(ctx).workspace.id, viewerOf(requireWorkspace(ctx)), ROLE.MEMBER);
}

/**
 * Workspace drafts (SPEC.md sections 4 and 7, the open issue's item 5): the caller's drafts across
 * projects and a draft made from the workspace; one draft at a time is draftItem.ts. A draft's events
 * reach its creator alone; the project hears of it once it is converted.
 */
export function mountWorkspaceDrafts(router: Router<AppState, AppContextExtras>): void {
  const base = "/api/workspaces/:slug/draft-issues";

  router.get(
    `${base}/`,
    workspaceMember(),
    withInput({ query: WorkItemListSchema }, async (ctx, { query }) => {
      const request = spreadsheetRequest(query, ctx.query, DRAFTS_PER_PAGE);
      ctx.body = await listOwnDrafts(ctx.services.db, await ownDraftProjects(ctx), requireUser(ctx).id, request);
    }),
  );

  router.post(
    `${base}/`,
    workspaceMember(),
    withInput({ body: WorkItemCreateSchema }, async (ctx, { body }) => {
      const { project_id } = parse(DraftProjectSchema, ctx.request.body ?? {}, "body");
      // The body names the project, so an unknown one is the body's fault (400), and a hidden or foreign
      // one reads exactly like an unknown one.
      const { project, role } = await visibleProject(ctx.services.db, requireWorkspace(ctx).workspace.id, viewerOf(requireWorkspace(ctx)), project_id).catch((error: unknown) => {
        throw error instanceof NotFoundError ? fieldError("project_id", "is not a project in this workspace") : error;
      });
      authorizeEditProjectContent(role);
      const issue = await inUnitOfWork(ctx, (uow) => workItemCreate({ ...uow, project, fields: { ...body, is_draft: true } }));
      ctx.status = 201;
      ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
    }),
  );
}
