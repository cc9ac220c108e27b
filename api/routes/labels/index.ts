import Router from "@koa/router";
import { Label } from "../../../db/models/Label.js";
import { requireUser } from "../../auth/sessions.js";
import { labelCreate } from "../../commands/labelCreate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { findLabel, LABEL_NOT_FOUND, labelConflict } from "../../labels/findLabel.js";
import { assertParentAllowed } from "../../labels/labelParent.js";
import { workspaceLabelsQuery } from "../../labels/workspaceLabels.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { presentLabel } from "../../presenters/label.js";
import { LabelCreateSchema, LabelUpdateSchema } from "./schema.js";

/** Work item labels of a project, and of the whole workspace (Plane's app API). */
export function labelsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get("/api/workspaces/:slug/labels/", workspaceMember(), async (ctx) => {
    const { workspace, membership } = requireWorkspace(ctx);
    const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
    ctx.body = (await workspaceLabelsQuery(ctx.services.db, workspace.id, viewer)).map(presentLabel);
  });

  router.get("/api/workspaces/:slug/projects/:projectId/issue-labels/", workspaceMember(), projectScope("read"), async (ctx) => {
    const labels = await Label.query(ctx.services.db)
      .where("project_id", requireProject(ctx).project.id)
      .orderBy("sort_order")
      .orderBy("name")
      .orderBy("id");
    ctx.body = labels.map(presentLabel);
  });

  router.post(
    "/api/workspaces/:slug/projects/:projectId/issue-labels/",
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: LabelCreateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { project } = requireProject(ctx);
      const label = await ctx.services.db.transaction((trx) => labelCreate({ trx, actor, project, fields: body }));
      ctx.status = 201;
      ctx.body = presentLabel(label);
    }),
  );

  router.patch(
    "/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/",
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: LabelUpdateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { project } = requireProject(ctx);
      const { parent, ...fields } = body;
      const updated = await ctx.services.db.transaction(async (trx) => {
        const label = await findLabel(trx, project.id, String(ctx.params.labelId));
        if (parent) await assertParentAllowed(trx, project.id, label.id, parent);
        const patched = (await Label.query(trx)
          .patchAndFetchById(label.id, {
            ...fields,
            ...(parent === undefined ? {} : { parent_id: parent }),
            updated_by_id: actor.id,
            updated_at: new Date(),
          })
          .catch(labelConflict)) as Label | undefined;
        // The label is not locked (assertParentAllowed locks it with its parent, in id order), so a
        // concurrent delete can win.
        if (!patched) throw new NotFoundError(LABEL_NOT_FOUND);
        return patched;
      });
      ctx.body = presentLabel(updated);
    }),
  );

  // Children of a deleted label stay, as top-level labels (labels.parent_id is ON DELETE SET NULL).
  router.delete("/api/workspaces/:slug/projects/:projectId/issue-labels/:labelId/", workspaceMember(), projectScope("edit"), async (ctx) => {
    const { project } = requireProject(ctx);
    await ctx.services.db.transaction(async (trx) => {
      const label = await findLabel(trx, project.id, String(ctx.params.labelId));
      await Label.query(trx).deleteById(label.id);
    });
    ctx.status = 204;
  });

  return router;
}
