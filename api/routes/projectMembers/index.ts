import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { projectJoin } from "../../commands/projectJoin.js";
import { projectLeave } from "../../commands/projectLeave.js";
import { projectMemberRemove } from "../../commands/projectMemberRemove.js";
import { projectMembersAdd } from "../../commands/projectMembersAdd.js";
import { projectMemberUpdate } from "../../commands/projectMemberUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { projectMemberList } from "../../projects/memberList.js";
import { presentMemberList } from "../../projects/presentMemberships.js";
import { presentProjects } from "../../projects/presentProjects.js";
import { ProjectJoinSchema, ProjectMemberParamsSchema, ProjectMembersAddSchema, ProjectMemberUpdateSchema } from "./schema.js";

/** A project's members: list, bulk add, role changes, removal, join and leave (Plane's app API). */
export function projectMembersRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const base = "/api/workspaces/:slug/projects/:projectId/members";

  router.get(`${base}/`, projectScope("read"), async (ctx) => {
    ctx.body = await projectMemberList(ctx.services.db, requireProject(ctx).project.id, requireUser(ctx).id);
  });

  router.post(
    `${base}/`,
    projectScope("administer"),
    withInput({ body: ProjectMembersAddSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const added = await inUnitOfWork(ctx, (uow) => projectMembersAdd({ ...uow, project, members: body.members }));
      ctx.status = 201;
      ctx.body = await presentMemberList(ctx.services.db, added, requireUser(ctx).id);
    }),
  );

  router.post(`${base}/leave/`, projectScope("see"), async (ctx) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectLeave({ ...uow, project }));
    ctx.status = 204;
  });

  router.patch(
    `${base}/:memberId/`,
    projectScope("administer"),
    withInput({ params: ProjectMemberParamsSchema, body: ProjectMemberUpdateSchema }, async (ctx, { params, body }) => {
      const { project } = requireProject(ctx);
      const updated = await inUnitOfWork(ctx, (uow) => projectMemberUpdate({ ...uow, project, membershipId: params.memberId, role: body.role }));
      const [presented] = await presentMemberList(ctx.services.db, [updated], requireUser(ctx).id);
      ctx.body = presented;
    }),
  );

  router.delete(
    `${base}/:memberId/`,
    projectScope("administer"),
    withInput({ params: ProjectMemberParamsSchema }, async (ctx, { params }) => {
      const { project } = requireProject(ctx);
      await inUnitOfWork(ctx, (uow) => projectMemberRemove({ ...uow, project, membershipId: params.memberId }));
      ctx.status = 204;
    }),
  );

  router.post(
    "/api/workspaces/:slug/projects/join/",
    workspaceMember(),
    withInput({ body: ProjectJoinSchema }, async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const joined = await inUnitOfWork(ctx, (uow) => projectJoin({ ...uow, workspaceId: workspace.id, workspaceRole: membership.role, projectIds: body.project_ids }));
      ctx.status = 201;
      ctx.body = await presentProjects(ctx.services.db, joined);
    }),
  );

  return router;
}
