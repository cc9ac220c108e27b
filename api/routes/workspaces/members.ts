import type Router from "@koa/router";
import type { Knex } from "knex";
import { raw } from "objection";
import { containsPattern } from "../../../db/likePattern.js";
import { ProjectMember } from "../../../db/models/ProjectMember.js";
import { Workspace } from "../../../db/models/Workspace.js";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { requireUser } from "../../auth/sessions.js";
import { workspaceMemberDeactivate } from "../../commands/workspaceMemberDeactivate.js";
import { ROLE } from "../../contract/roles.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { workspaceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, WORKSPACE_NOT_FOUND, workspaceMember } from "../../middleware/workspaceScope.js";
import { assertAdminRemains, authorizeAdministerWorkspace, authorizeChangeRole, authorizeRemoveMember } from "../../policies/workspace.js";
import { presentWorkspaceMe, presentWorkspaceMember } from "../../presenters/workspaceMember.js";
import {
  WorkspaceMemberListSchema,
  WorkspaceMemberParamsSchema,
  WorkspaceMemberUpdateSchema,
} from "./schema.js";

const MEMBER_NOT_FOUND = "Member not found";
const LAST_ADMIN_DEMOTE = "A workspace needs at least one admin: make someone else admin first.";
const LAST_ADMIN_LEAVE = "You are the only admin of this workspace: make someone else admin before you leave.";

/**
 * Role changes and removals run with the workspace row locked and the actor's membership read again
 * under the lock: two admins demoting each other at once cannot leave the workspace without an admin.
 */
async function lockForMembershipChange(trx: Knex.Transaction, workspaceId: string, actorId: string): Promise<WorkspaceMember> {
  await Workspace.query(trx).select("id").findById(workspaceId).forUpdate();
  const actor = await WorkspaceMember.query(trx).modify("active").where({ workspace_id: workspaceId, member_id: actorId }).first();
  if (!actor) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  return actor;
}

/** An active membership of this workspace; an id of another workspace is as unknown as a made-up one. */
async function membershipOf(trx: Knex.Transaction, workspaceId: string, id: string): Promise<WorkspaceMember> {
  const membership = await WorkspaceMember.query(trx).modify("active").where({ id, workspace_id: workspaceId }).first();
  if (!membership) throw new NotFoundError(MEMBER_NOT_FOUND);
  return membership;
}

async function otherActiveAdmins(trx: Knex.Transaction, workspaceId: string, exceptMembershipId: string): Promise<number> {
  const row = (await WorkspaceMember.query(trx)
    .modify("active")
    .where({ workspace_id: workspaceId, role: ROLE.ADMIN })
    .whereNot("id", exceptMembershipId)
    .count("* as total")
    .first()
    .castTo<{ total: number | string } | undefined>()) as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
}

/** Workspace members: list and search, change roles, remove, leave, and the caller's own membership. */
export function mountWorkspaceMembers(router: Router<AppState, AppContextExtras>): void {
  router.get(
    "/api/workspaces/:slug/members/",
    workspaceMember(),
    withInput({ query: WorkspaceMemberListSchema }, async (ctx, { query }) => {
      const user = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      const builder = WorkspaceMember.query(ctx.services.db)
        .modify("active")
        .where("workspace_members.workspace_id", workspace.id)
        .joinRelated("member")
        .where("member.is_bot", false)
        .withGraphFetched("member")
        // The caller first (SPEC.md section 6), then in joining order.
        .orderByRaw("(workspace_members.member_id = ?) desc", [user.id])
        .orderBy("workspace_members.created_at")
        .orderBy("workspace_members.id");
      const search = query.search?.trim();
      if (search) {
        const pattern = containsPattern(search);
        builder.where((where) => {
          for (const column of ["first_name", "last_name", "display_name", "email"]) where.orWhere(`member.${column}`, "ilike", pattern);
        });
      }
      const rows = await builder;
      ctx.body = rows.flatMap((row) => (row.member ? [presentWorkspaceMember(row, row.member)] : []));
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
      const user = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      const updated = await ctx.services.db.transaction(async (trx) => {
        const actor = await lockForMembershipChange(trx, workspace.id, user.id);
        authorizeAdministerWorkspace(actor.role);
        const target = await membershipOf(trx, workspace.id, params.memberId);
        if (target.id === actor.id) throw new ValidationError("You cannot change your own role.");
        authorizeChangeRole(actor.role, target.role, body.role);
        assertAdminRemains(target.role, body.role, await otherActiveAdmins(trx, workspace.id, target.id), LAST_ADMIN_DEMOTE);
        // A project role never exceeds the workspace role (SPEC.md section 6): a demotion lowers them too.
        await ProjectMember.query(trx)
          .patch({ role: raw("least(role, ?)", [body.role]), updated_at: new Date() })
          .where({ workspace_id: workspace.id, member_id: target.member_id })
          .where("role", ">", body.role);
        return WorkspaceMember.query(trx)
          .patchAndFetchById(target.id, { role: body.role, updated_at: new Date() })
          .withGraphFetched("member");
      });
      if (!updated.member) throw new NotFoundError(MEMBER_NOT_FOUND);
      ctx.body = presentWorkspaceMember(updated, updated.member);
    }),
  );

  router.delete(
    "/api/workspaces/:slug/members/:memberId/",
    workspaceMember(),
    workspaceAdminOnly(),
    withInput({ params: WorkspaceMemberParamsSchema }, async (ctx, { params }) => {
      const user = requireUser(ctx);
      const { workspace } = requireWorkspace(ctx);
      await ctx.services.db.transaction(async (trx) => {
        const actor = await lockForMembershipChange(trx, workspace.id, user.id);
        authorizeAdministerWorkspace(actor.role);
        const target = await membershipOf(trx, workspace.id, params.memberId);
        if (target.id === actor.id) throw new ValidationError("You cannot remove yourself: leave the workspace instead.");
        authorizeRemoveMember(actor.role, target.role);
        assertAdminRemains(target.role, null, await otherActiveAdmins(trx, workspace.id, target.id), LAST_ADMIN_DEMOTE);
        await workspaceMemberDeactivate({ trx, membership: target });
      });
      ctx.status = 204;
    }),
  );

  router.post("/api/workspaces/:slug/members/leave/", workspaceMember(), async (ctx) => {
    const user = requireUser(ctx);
    const { workspace } = requireWorkspace(ctx);
    await ctx.services.db.transaction(async (trx) => {
      const self = await lockForMembershipChange(trx, workspace.id, user.id);
      assertAdminRemains(self.role, null, await otherActiveAdmins(trx, workspace.id, self.id), LAST_ADMIN_LEAVE);
      await workspaceMemberDeactivate({ trx, membership: self });
    });
    ctx.status = 204;
  });
}
