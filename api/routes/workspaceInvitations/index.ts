import Router from "@koa/router";
import { consume } from "../../auth/rateLimit.js";
import { requireUser } from "../../auth/sessions.js";
import { workspaceInvitationDelete } from "../../commands/workspaceInvitationDelete.js";
import { workspaceInvitationJoin } from "../../commands/workspaceInvitationJoin.js";
import { workspaceInvitationResend } from "../../commands/workspaceInvitationResend.js";
import { workspaceInvitationsCreate } from "../../commands/workspaceInvitationsCreate.js";
import { workspaceInvitationUpdate } from "../../commands/workspaceInvitationUpdate.js";
import { INVITATION_RESEND_LIMIT } from "../../contract/limits.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { sendWorkspaceInvitations } from "../../mail/sendWorkspaceInvitations.js";
import { signedIn, workspaceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeGrantRole } from "../../policies/workspace.js";
import { presentInvitation, presentInvitingWorkspace } from "../../presenters/workspaceInvitation.js";
import { listInvitations } from "../../workspaces/invitations.js";
import {
  InvitationCreateSchema,
  InvitationJoinSchema,
  InvitationListSchema,
  InvitationParamsSchema,
  InvitationUpdateSchema,
} from "./schema.js";

/**
 * Workspace invitations (Plane's app API): admins invite by email, list, re-role and revoke; the invitee
 * answers through the emailed link (join), bound to their signed-in email and the link's one-time token.
 * The link's token is proof enough of the address, so an account that has not verified its email may join
 * by it; without a mail server the inviting admin is handed the link to pass on.
 */
export function workspaceInvitationsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/workspaces/:slug/invitations" });
  router.use(signedIn());
  const admin = [workspaceMember(), workspaceAdminOnly()] as const;

  router.get(
    "/",
    ...admin,
    withInput({ query: InvitationListSchema }, async (ctx, { query }) => {
      ctx.body = (await listInvitations(ctx.services.db, requireWorkspace(ctx).workspace.id, query.search)).map(presentInvitation);
    }),
  );

  router.post(
    "/",
    ...admin,
    withInput({ body: InvitationCreateSchema }, async (ctx, { body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      for (const entry of body.emails) authorizeGrantRole(membership.role, entry.role);
      const issued = await inUnitOfWork(ctx, (uow) => workspaceInvitationsCreate({ ...uow, workspace, entries: body.emails }));
      const { emailed, unsent } = await sendWorkspaceInvitations(ctx.services, requireUser(ctx), workspace, issued);
      ctx.status = 201;
      // `links` holds only what no mail carried: a mailed link stays between the mail and its inbox.
      ctx.body = { invitations: issued.map(({ invitation }) => presentInvitation(invitation)), emailed, links: unsent };
    }),
  );

  router.patch(
    "/:id/",
    ...admin,
    withInput({ params: InvitationParamsSchema, body: InvitationUpdateSchema }, async (ctx, { params, body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      authorizeGrantRole(membership.role, body.role);
      ctx.body = await inUnitOfWork(ctx, (uow) => workspaceInvitationUpdate({ ...uow, workspaceId: workspace.id, invitationId: params.id, role: body.role }));
    }),
  );

  router.delete(
    "/:id/",
    ...admin,
    withInput({ params: InvitationParamsSchema }, async (ctx, { params }) => {
      const workspaceId = requireWorkspace(ctx).workspace.id;
      await inUnitOfWork(ctx, (uow) => workspaceInvitationDelete({ ...uow, workspaceId, invitationId: params.id }));
      ctx.status = 204;
    }),
  );

  /**
   * Not in Plane: a new link for an open invitation, mailed when mail works and otherwise handed to the
   * admin to pass on (the old link stops working). Limited per invitation so nobody's inbox is flooded.
   */
  router.post(
    "/:id/resend/",
    ...admin,
    withInput({ params: InvitationParamsSchema }, async (ctx, { params }) => {
      const { workspace } = requireWorkspace(ctx);
      await consume(ctx.services.db, `invitation:resend:${params.id}`, INVITATION_RESEND_LIMIT);
      const issued = await inUnitOfWork(ctx, (uow) => workspaceInvitationResend({ ...uow, workspaceId: workspace.id, invitationId: params.id }));
      const { emailed, unsent } = await sendWorkspaceInvitations(ctx.services, requireUser(ctx), workspace, [issued]);
      ctx.body = { invitation: presentInvitation(issued.invitation), emailed, links: unsent };
    }),
  );

  /** The emailed link's answer, and the in-app decline: outside the tenant wall, the invitee is not a member yet. */
  router.post(
    "/:id/join/",
    withInput({ params: InvitationParamsSchema, body: InvitationJoinSchema }, async (ctx, { params, body }) => {
      const workspace = await inUnitOfWork(ctx, (uow) => workspaceInvitationJoin({ ...uow, slug: params.slug, invitationId: params.id, answer: body }));
      ctx.body = { accepted: body.accepted, workspace: presentInvitingWorkspace(workspace) };
    }),
  );

  return router;
}
