import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemUserPropertiesUpdate } from "../../commands/workItemUserPropertiesUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { presentWorkItemUserProperties } from "../../presenters/workItemUserProperties.js";
import { loadViewSettings } from "../../workItems/userProperties.js";
import { WorkItemUserPropertiesUpdateSchema } from "./userPropertiesSchema.js";

/**
 * A person's saved filters, display filters and display properties for a project's list (SPEC.md
 * section 7 "Filter preferences"). Anyone who may read the project may save them, guests included: they
 * only shape that person's own view.
 */
export function mountWorkItemUserProperties(router: Router<AppState, AppContextExtras>): void {
  const path = "/api/workspaces/:slug/projects/:projectId/user-properties/";

  router.get(path, projectScope("read"), async (ctx) => {
    const { project } = requireProject(ctx);
    const userId = requireUser(ctx).id;
    ctx.body = presentWorkItemUserProperties(await loadViewSettings(ctx.services.db, project.id, userId), project, userId);
  });

  // Plane's web app PATCHes; POST is accepted too, for clients of the older endpoint.
  const save = withInput({ body: WorkItemUserPropertiesUpdateSchema }, async (ctx, { body }) => {
    const { project } = requireProject(ctx);
    const userId = requireUser(ctx).id;
    const settings = await inUnitOfWork(ctx, (uow) => workItemUserPropertiesUpdate({ ...uow, project, change: body }));
    ctx.body = presentWorkItemUserProperties(settings, project, userId);
  });
  router.patch(path, projectScope("read"), save);
  router.post(path, projectScope("read"), save);
}
