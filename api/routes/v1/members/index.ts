import type Router from "@koa/router";
import { projectMemberRemove } from "../../../commands/projectMemberRemove.js";
import { projectMembersAdd } from "../../../commands/projectMembersAdd.js";
import { projectMemberUpdate } from "../../../commands/projectMemberUpdate.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { inUnitOfWork } from "../../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../../middleware/projectScope.js";
import { requireWorkspace, workspaceMember } from "../../../middleware/workspaceScope.js";
import { authorizeListWorkspaceRoster } from "../../../policies/workspaceRoster.js";
import { presentV1ProjectMember } from "../../../presenters/v1/projectMember.js";
import { presentV1UserLite } from "../../../presenters/v1/userLite.js";
import { presentV1WorkspaceMember } from "../../../presenters/v1/workspaceMember.js";
import { projectMemberPeople, projectMemberPerson } from "../../../projects/memberList.js";
import { workspaceMemberRows } from "../../../workspaces/listMembers.js";
import { v1Route } from "../route.js";
import { V1ProjectParamsSchema, V1SlugParamsSchema } from "../schema.js";
import { V1_PROJECT_MEMBER_RENAMES, V1ProjectMemberCreateSchema, V1ProjectMemberParamsSchema, V1ProjectMemberUpdateSchema } from "./schema.js";

type V1Router = Router<AppState, AppContextExtras>;

/** Plane's v1 members: the workspace's and a project's (plain arrays: Plane pages neither), and project membership changes. */
export function mountV1Members(router: V1Router): void {
  v1Route(
    router,
    { method: "get", path: "/api/v1/workspaces/:slug/members/", summary: "List workspace members with their roles", input: { params: V1SlugParamsSchema } },
    [workspaceMember()],
    async (ctx) => {
      const { workspace, membership } = requireWorkspace(ctx);
      authorizeListWorkspaceRoster(membership.role);
      const rows = await workspaceMemberRows(ctx.services.db, workspace.id, membership.member_id);
      ctx.body = rows.map((row) => presentV1WorkspaceMember(row.member, row.role));
    },
  );
  // Plane serves a project's members at both paths.
  for (const base of ["/api/v1/workspaces/:slug/projects/:projectId/members/", "/api/v1/workspaces/:slug/projects/:projectId/project-members/"]) mountProjectMembers(router, base);
}

function mountProjectMembers(router: V1Router, base: string): void {
  const one = `${base}:memberId/`;

  v1Route(router, { method: "get", path: base, summary: "List project members", input: { params: V1ProjectParamsSchema } }, [projectScope("read")], async (ctx) => {
    const people = await projectMemberPeople(ctx.services.db, requireProject(ctx).project.id);
    ctx.body = people.map(({ user }) => presentV1UserLite(user));
  });

  v1Route(
    router,
    { method: "post", path: base, summary: "Add a project member", input: { params: V1ProjectParamsSchema, body: V1ProjectMemberCreateSchema }, renames: V1_PROJECT_MEMBER_RENAMES },
    [projectScope("administer")],
    async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const [added] = await inUnitOfWork(ctx, (uow) => projectMembersAdd({ ...uow, project, members: [{ member_id: body.member, role: body.role }] }));
      if (!added) throw new Error("unreachable: one member in, one out");
      ctx.status = 201;
      ctx.body = presentV1ProjectMember(added);
    },
  );

  v1Route(router, { method: "get", path: one, summary: "Get a project member", input: { params: V1ProjectMemberParamsSchema } }, [projectScope("read")], async (ctx, { params }) => {
    ctx.body = presentV1UserLite(await projectMemberPerson(ctx.services.db, requireProject(ctx).project.id, params.memberId));
  });

  v1Route(
    router,
    { method: "patch", path: one, summary: "Change a project member's role", input: { params: V1ProjectMemberParamsSchema, body: V1ProjectMemberUpdateSchema } },
    [projectScope("administer")],
    async (ctx, { params, body }) => {
      const { project } = requireProject(ctx);
      ctx.body = presentV1ProjectMember(await inUnitOfWork(ctx, (uow) => projectMemberUpdate({ ...uow, project, membershipId: params.memberId, role: body.role })));
    },
  );

  v1Route(router, { method: "delete", path: one, summary: "Remove a project member", input: { params: V1ProjectMemberParamsSchema } }, [projectScope("administer")], async (ctx, { params }) => {
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => projectMemberRemove({ ...uow, project, membershipId: params.memberId }));
    ctx.status = 204;
  });
}
