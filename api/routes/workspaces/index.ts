import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workspaceCreate } from "../../commands/workspaceCreate.js";
import { workspaceDelete } from "../../commands/workspaceDelete.js";
import { workspaceUpdate } from "../../commands/workspaceUpdate.js";
import { WORKSPACE_SLUG_MESSAGES, workspaceSlugProblem } from "../../contract/workspaceSlug.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { fieldError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { signedIn, workspaceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { activeWorkspacesOf } from "../../workspaces/memberships.js";
import { presentOneWorkspace, presentWorkspaces } from "../../workspaces/presentWorkspaces.js";
import { isSlugTaken } from "../../workspaces/slugs.js";
import { mountWorkspaceMembers } from "./members.js";
import { WorkspaceCreateSchema, WorkspaceSlugCheckSchema, WorkspaceUpdateSchema } from "./schema.js";

/** Workspaces (Plane's app API): create, slug check, my workspaces, and one workspace behind the tenant wall. */
export function workspacesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.post(
    "/api/workspaces/",
    signedIn(),
    withInput({ body: WorkspaceCreateSchema }, async (ctx, { body }) => {
      ctx.body = await inUnitOfWork(ctx, (uow) => workspaceCreate({ ...uow, name: body.name, slug: body.slug, organizationSize: body.organization_size }));
      ctx.status = 201;
    }),
  );

  router.get(
    "/api/workspace-slug-check/",
    signedIn(),
    withInput({ query: WorkspaceSlugCheckSchema }, async (ctx, { query }) => {
      const problem = workspaceSlugProblem(query.slug);
      // A reserved word is "not available", like a taken slug; only a slug nobody could ever have is a 400.
      if (problem === "reserved") {
        ctx.body = { status: false };
        return;
      }
      if (problem) throw fieldError("slug", WORKSPACE_SLUG_MESSAGES[problem]);
      ctx.body = { status: !(await isSlugTaken(ctx.services.db, query.slug)) };
    }),
  );

  router.get("/api/users/me/workspaces/", signedIn(), async (ctx) => {
    const { db } = ctx.services;
    ctx.body = await presentWorkspaces(db, await activeWorkspacesOf(db, requireUser(ctx).id));
  });

  router.get("/api/workspaces/:slug/", workspaceMember(), async (ctx) => {
    const { workspace, membership } = requireWorkspace(ctx);
    ctx.body = await presentOneWorkspace(ctx.services.db, workspace, membership.role);
  });

  router.patch(
    "/api/workspaces/:slug/",
    workspaceMember(),
    workspaceAdminOnly(),
    withInput({ body: WorkspaceUpdateSchema }, async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      ctx.body = await inUnitOfWork(ctx, (uow) => workspaceUpdate({ ...uow, workspaceId: workspace.id, role: membership.role, fields: body }));
    }),
  );

  router.delete("/api/workspaces/:slug/", workspaceMember(), workspaceAdminOnly(), async (ctx) => {
    const { workspace } = requireWorkspace(ctx);
    await inUnitOfWork(ctx, (uow) => workspaceDelete({ ...uow, workspaceId: workspace.id }));
    ctx.status = 204;
  });

  mountWorkspaceMembers(router);
  return router;
}
