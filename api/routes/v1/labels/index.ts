import type Router from "@koa/router";
import { labelCreate } from "../../../commands/labelCreate.js";
import { labelDelete } from "../../../commands/labelDelete.js";
import { labelUpdate } from "../../../commands/labelUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { inUnitOfWork } from "../../../events/unitOfWork.js";
import { findLabel } from "../../../labels/findLabel.js";
import { projectLabels } from "../../../labels/listLabels.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { presentV1Label } from "../../../presenters/v1/label.js";
import { readV1Page, v1PageOf } from "../../../v1/pagination.js";
import { projectContentPresenter } from "../projectContent.js";
import { v1Route } from "../route.js";
import { V1ListQuerySchema, V1ObjectQuerySchema, V1ProjectParamsSchema } from "../schema.js";
import { V1LabelCreateSchema, V1LabelParamsSchema, V1LabelUpdateSchema } from "./schema.js";

const LABELS = "/api/v1/workspaces/:slug/projects/:projectId/labels/";
const LABEL = `${LABELS}:labelId/`;

/** Plane's v1 labels of a project: reads for its members, writes for its admins and members (guests 403). */
export function mountV1Labels(router: Router<AppState, AppContextExtras>): void {
  v1Route(router, { method: "get", path: LABELS, summary: "List a project's labels", input: { params: V1ProjectParamsSchema, query: V1ListQuerySchema } }, [projectScope("read")], async (ctx, { query }) => {
    const page = readV1Page(query);
    const labels = await projectLabels(ctx.services.db, requireProject(ctx).project.id);
    ctx.body = v1PageOf(page, labels.map(projectContentPresenter(ctx, query, presentV1Label)));
  });

  v1Route(router, { method: "post", path: LABELS, summary: "Create a label", input: { params: V1ProjectParamsSchema, body: V1LabelCreateSchema } }, [projectScope("edit")], async (ctx, { body }) => {
    const { project } = requireProject(ctx);
    const label = await inUnitOfWork(ctx, (uow) => labelCreate({ ...uow, project, fields: body }));
    ctx.status = 201;
    ctx.body = presentV1Label(label);
  });

  v1Route(router, { method: "get", path: LABEL, summary: "Get a label", input: { params: V1LabelParamsSchema, query: V1ObjectQuerySchema } }, [projectScope("read")], async (ctx, { params, query }) => {
    const label = await findLabel(ctx.services.db, requireProject(ctx).project.id, params.labelId);
    ctx.body = projectContentPresenter(ctx, query, presentV1Label)(label);
  });

  v1Route(router, { method: "patch", path: LABEL, summary: "Update a label", input: { params: V1LabelParamsSchema, body: V1LabelUpdateSchema } }, [projectScope("edit")], async (ctx, { params, body }) => {
    const { project } = requireProject(ctx);
    ctx.body = presentV1Label(await inUnitOfWork(ctx, (uow) => labelUpdate({ ...uow, project, labelId: params.labelId, fields: body })));
  });

  v1Route(router, { method: "delete", path: LABEL, summary: "Delete a label", input: { params: V1LabelParamsSchema } }, [projectScope("edit")], async (ctx, { params }) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => labelDelete({ ...uow, project, labelId: params.labelId }));
    ctx.status = 204;
  });
}
