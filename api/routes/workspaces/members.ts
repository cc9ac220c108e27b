import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workspaceMemberLeave } from "../../commands/workspaceMemberLeave.js";
import { workspaceMemberRemove } from "../../commands/workspaceMemberRemove.js";
import { workspaceMemberUpdate } from "../../commands/workspaceMemberUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { workspaceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { presentWorkspaceMe } from "../../presenters/workspaceMember.js";
import { listWorkspaceMembers } from "../../workspaces/listMembers.js";
import { WorkspaceMemberListSchema, WorkspaceMemberParamsSchema, WorkspaceMemberUpdateSchema } from "./schema.js";

/** Workspace members: list and search, change roles, remove, leave, and the caller's own membership. */
export function mountWorkspaceMembers(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/members/",
    workspaceMember(),
    withInput({ query: WorkspaceMemberListSchema }, async (ctx, { query }) => {
      ctx.body = await listWorkspaceMembers(ctx.services.db, requireWorkspace(ctx).workspace.id, requireUser(ctx).id, query.search);
    }),
  );

  router.get("/api/workspaces/:slug/workspace-members/me/", workspaceMember(), async (ctx) => {
    ctx.body = presentWorkspaceMe(requireWorkspace(ctx).membership, requireUser(ctx));
  });

  router.patch(
    "/api/workspaces/:slug/members/:memberId/",
    workspaceMember(),
    workspaceAdminOnly(),
    withInput({ params: WorkspaceMemberParamsSchema, body: WorkspaceMemberUpdateSchema }, async (ctx, { params, body }) => {
      const workspaceId = requireWorkspace(ctx).workspace.id;
      ctx.body = await inUnitOfWork(ctx, (uow) => workspaceMemberUpdate({ ...uow, workspaceId, membershipId: params.memberId, role: body.role }));
    }),
  );

  router.delete(
    "/api/workspaces/:slug/members/:memberId/",
    workspaceMember(),
    workspaceAdminOnly(),
    withInput({ params: WorkspaceMemberParamsSchema }, async (ctx, { params }) => {
      const workspaceId = requireWorkspace(ctx).workspace.id;
      await inUnitOfWork(ctx, (uow) => workspaceMemberRemove({ ...uow, workspaceId, membershipId: params.memberId }));
      ctx.status = 204;
    }),
  );

  router.post("/api/workspaces/:slug/members/leave/", workspaceMember(), async (ctx) => {
    const workspaceId = requireWorkspace(ctx).workspace.id;
    await inUnitOfWork(ctx, (uow) => workspaceMemberLeave({ ...uow, workspaceId }));
    ctx.status = 204;
  });
}
