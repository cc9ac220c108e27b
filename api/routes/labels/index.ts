import Router from "@koa/router";
import { labelCreate } from "../../commands/labelCreate.js";
import { labelDelete } from "../../commands/labelDelete.js";
import { labelUpdate } from "../../commands/labelUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectLabels, workspaceLabels } from "../../labels/listLabels.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { viewerOf } from "../../policies/projectAccess.js";
import { presentLabel } from "../../presenters/label.js";
import { LabelCreateSchema, LabelUpdateSchema } from "./schema.js";

/** Work item labels of a project, and of the whole workspace (Plane's app API). */
export function labelsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get("/api/workspaces/:slug/labels/", workspaceMember(), async (ctx) => {
    const access = requireWorkspace(ctx);
    ctx.body = (await workspaceLabels(ctx.services.db, access.workspace.id, viewerOf(access))).map(presentLabel);
  });

  router.get("/api/workspaces/:slug/projects/:projectId/issue-labels/", projectScope("read"), async (ctx) => {
    ctx.body = (await projectLabels(ctx.services.db, requireProject(ctx).project.id)).map(presentLabel);
  });

  router.post(
    "/api/workspaces/:slug/projects/:projectId/issue-labels/",
    projectScope("edit"),
    withInput({ body: LabelCreateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const label = await inUnitOfWork(ctx, (uow) => labelCreate({ ...uow, project, fields: body }));
      ctx.status = 201;
      ctx.body = presentLabel(label);
    }),
  );

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/",
    projectScope("edit"),
    withInput({ body: LabelUpdateSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const label = await inUnitOfWork(ctx, (uow) => labelUpdate({ ...uow, project, labelId: String(ctx.params.labelId), fields: body }));
      ctx.body = presentLabel(label);
    }),
  );

  router.delete("/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/", projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => labelDelete({ ...uow, project, labelId: String(ctx.params.labelId) }));
    ctx.status = 204;
  });

  return router;
}
