import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemDelete } from "../../commands/workItemDelete.js";
import { workItemDraftConvert } from "../../commands/workItemDraftConvert.js";
import { workItemUpdate } from "../../commands/workItemUpdate.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { visibleProject } from "../../policies/projectVisibility.js";
import { findOwnDraft, type DraftScope } from "../../workItems/findOwnDraft.js";
import { presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { WorkItemUpdateSchema } from "../workItems/schema.js";
import { ownDraftProjects } from "./drafts.js";

/** Where the caller's draft named by :issueId is looked for (api/workItems/findOwnDraft.ts). */
async function draftScope(ctx: AppContext): Promise<DraftScope> {
  return { workspaceId: requireWorkspace(ctx).workspace.id, viewerId: requireUser(ctx).id, projectIds: await ownDraftProjects(ctx) };
}

const draftId = (ctx: AppContext) => String(ctx.params.issueId);

const convert = withInput({ body: WorkItemUpdateSchema }, async (ctx, { body }) => {
  const { workspaceId, projectIds } = await draftScope(ctx);
  const converted = await inUnitOfWork(ctx, (uow) => workItemDraftConvert({ ...uow, workspaceId, draftId: draftId(ctx), projectIds, fields: body }));
  ctx.status = 201;
  ctx.body = await presentWorkItemForViewer(ctx.services.db, converted, requireUser(ctx).id);
});

/**
 * One of the caller's drafts at Plane's workspace paths (draft-issues/:id/ and draft-to-issue/:id/):
 * read, changed and deleted through the work item commands, so history, events and the delete rule are
 * the item's own. Anyone else's draft, and a live item, is a 404 on every verb.
 */
export function mountWorkspaceDraftItem(router: Router<AppState, AppContextExtras>): void {
  const path = "/api/workspaces/:slug/draft-issues/:issueId/";

  router.get(path, workspaceMember(), async (ctx) => {
    const draft = await findOwnDraft(ctx.services.db, await draftScope(ctx), draftId(ctx));
    ctx.body = await presentWorkItemForViewer(ctx.services.db, draft, requireUser(ctx).id);
  });

  router.patch(
    path,
    workspaceMember(),
    withInput({ body: WorkItemUpdateSchema }, async (ctx, { body }) => {
      const scope = await draftScope(ctx);
      const updated = await inUnitOfWork(ctx, async (uow) => workItemUpdate({ ...uow, issue: await findOwnDraft(uow.trx, scope, draftId(ctx), { forUpdate: true }), fields: body }));
      ctx.body = await presentWorkItemForViewer(ctx.services.db, updated, requireUser(ctx).id);
    }),
  );

  router.delete(path, workspaceMember(), async (ctx) => {
    const scope = await draftScope(ctx);
    await inUnitOfWork(ctx, async (uow) => {
      const draft = await findOwnDraft(uow.trx, scope, draftId(ctx), { forUpdate: true });
      // The caller's role in the draft's project, for the delete rule of every work item.
      const { role } = await visibleProject(uow.trx, scope.workspaceId, viewerOf(requireWorkspace(ctx)), draft.project_id);
      await workItemDelete({ ...uow, issue: draft, role });
    });
    ctx.status = 204;
  });

  // Plane's path, and the one Cairn's web app has used since drafts arrived.
  router.post("/api/workspaces/:slug/draft-to-issue/:issueId/", workspaceMember(), convert);
  router.post(`${path}draft-to-issue/`, workspaceMember(), convert);
}
