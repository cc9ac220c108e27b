import Router from "@koa/router";
import type { Knex } from "knex";
import { ProjectMember } from "../../../db/models/ProjectMember.js";
import { User } from "../../../db/models/User.js";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { requireUser } from "../../auth/sessions.js";
import { projectJoin } from "../../commands/projectJoin.js";
import { projectMembersAdd } from "../../commands/projectMembersAdd.js";
import { canHoldProjectRole } from "../../contract/projectRoles.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { fieldError, NotFoundError, ValidationError } from "../../errors.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { presentProjectMember } from "../../presenters/projectMember.js";
import {
  assertProjectAdminRemains,
  lockProjectForMembershipChange,
  PROJECT_MEMBER_NOT_FOUND,
  projectMembershipOf,
} from "../../projects/membershipChanges.js";
import { presentProjects } from "../../projects/presentProjects.js";
import { ProjectJoinSchema, ProjectMemberParamsSchema, ProjectMembersAddSchema, ProjectMemberUpdateSchema } from "./schema.js";

const LAST_ADMIN_DEMOTE = "A project needs at least one admin: make someone else admin first.";
const LAST_ADMIN_LEAVE = "You are the only admin of this project: make someone else admin before you leave.";

/** Memberships with their people, bots left out (SPEC.md section 6), the caller first, then by joining. */
async function presentMemberships(db: Knex, memberships: readonly ProjectMember[], callerId: string) {
  const users = new Map((await User.query(db).whereIn("id", memberships.map((m) => m.member_id))).map((user) => [user.id, user]));
  return [...memberships]
    .sort((a, b) => Number(b.member_id === callerId) - Number(a.member_id === callerId))
    .flatMap((membership) => {
      const user = users.get(membership.member_id);
      return user && !user.is_bot ? [presentProjectMember(membership, user)] : [];
    });
}

/** A project's members: list, bulk add, role changes, removal, join and leave (Plane's app API). */
export function projectMembersRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const base = "/api/workspaces/:slug/projects/:projectId/members";

  router.get(`${base}/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const memberships = await ProjectMember.query(ctx.services.db)
      .modify("active")
      .where("project_id", requireProject(ctx).project.id)
      .orderBy("created_at")
      .orderBy("id");
    ctx.body = await presentMemberships(ctx.services.db, memberships, requireUser(ctx).id);
  });

  router.post(
    `${base}/`,
    workspaceMember(),
    projectScope("administer"),
    withInput({ body: ProjectMembersAddSchema }, async (ctx, { body }) => {
      const { project } = requireProject(ctx);
      const added = await ctx.services.db.transaction(async (trx) => {
        await lockProjectForMembershipChange(trx, project.id);
        return projectMembersAdd({ trx, workspaceId: project.workspace_id, projectId: project.id, members: body.members });
      });
      ctx.status = 201;
      ctx.body = await presentMemberships(ctx.services.db, added, requireUser(ctx).id);
    }),
  );

  router.post(`${base}/leave/`, workspaceMember(), projectScope("see"), async (ctx) => {
    const { project } = requireProject(ctx);
    const userId = requireUser(ctx).id;
    await ctx.services.db.transaction(async (trx) => {
      await lockProjectForMembershipChange(trx, project.id);
      const self = await ProjectMember.query(trx).modify("active").where({ project_id: project.id, member_id: userId }).first();
      if (!self) throw new ValidationError("You are not a member of this project.");
      await assertProjectAdminRemains(trx, self, null, LAST_ADMIN_LEAVE);
      await ProjectMember.query(trx).patch({ is_active: false, updated_at: new Date() }).where("id", self.id);
    });
    ctx.status = 204;
  });

  router.patch(
    `${base}/:memberId/`,
    workspaceMember(),
    projectScope("administer"),
    withInput({ params: ProjectMemberParamsSchema, body: ProjectMemberUpdateSchema }, async (ctx, { params, body }) => {
      const { project } = requireProject(ctx);
      const userId = requireUser(ctx).id;
      const updated = await ctx.services.db.transaction(async (trx) => {
        await lockProjectForMembershipChange(trx, project.id);
        const target = await projectMembershipOf(trx, project.id, params.memberId);
        if (target.member_id === userId) throw new ValidationError("You cannot change your own role.");
        const workspaceRole = await requireWorkspaceRoleOf(trx, project.workspace_id, target.member_id);
        if (!canHoldProjectRole(workspaceRole, body.role)) {
          throw fieldError("role", "cannot be above their workspace role");
        }
        await assertProjectAdminRemains(trx, target, body.role, LAST_ADMIN_DEMOTE);
        return ProjectMember.query(trx).patchAndFetchById(target.id, { role: body.role, updated_at: new Date() });
      });
      const [presented] = await presentMemberships(ctx.services.db, [updated], userId);
      ctx.body = presented;
    }),
  );

  router.delete(
    `${base}/:memberId/`,
    workspaceMember(),
    projectScope("administer"),
    withInput({ params: ProjectMemberParamsSchema }, async (ctx, { params }) => {
      const { project } = requireProject(ctx);
      await ctx.services.db.transaction(async (trx) => {
        await lockProjectForMembershipChange(trx, project.id);
        const target = await projectMembershipOf(trx, project.id, params.memberId);
        await assertProjectAdminRemains(trx, target, null, LAST_ADMIN_DEMOTE);
        await ProjectMember.query(trx).patch({ is_active: false, updated_at: new Date() }).where("id", target.id);
      });
      ctx.status = 204;
    }),
  );

  router.post(
    "/api/workspaces/:slug/projects/join/",
    workspaceMember(),
    withInput({ body: ProjectJoinSchema }, async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
      const joined = await ctx.services.db.transaction((trx) => projectJoin({ trx, workspaceId: workspace.id, viewer, projectIds: body.project_ids }));
      ctx.status = 201;
      ctx.body = await presentProjects(ctx.services.db, joined);
    }),
  );

  return router;
}

/** The workspace role of someone holding a project membership (workspace removal ends those, so it exists). */
async function requireWorkspaceRoleOf(trx: Knex, workspaceId: string, userId: string): Promise<number> {
  const membership = await WorkspaceMember.query(trx).modify("active").where({ workspace_id: workspaceId, member_id: userId }).first();
  if (!membership) throw new NotFoundError(PROJECT_MEMBER_NOT_FOUND);
  return membership.role;
}
