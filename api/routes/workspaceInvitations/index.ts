import Router from "@koa/router";
import type { Knex } from "knex";
import { containsPattern } from "../../../db/likePattern.js";
import { Workspace } from "../../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../../db/models/WorkspaceInvitation.js";
import { normaliseEmail } from "../../auth/emails.js";
import { requireUser } from "../../auth/sessions.js";
import { safeEqual, sha256 } from "../../auth/tokens.js";
import { workspaceInvitationRespond } from "../../commands/workspaceInvitationRespond.js";
import { workspaceInvitationsCreate } from "../../commands/workspaceInvitationsCreate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.js";
import { sendWorkspaceInvitations } from "../../mail/sendWorkspaceInvitations.js";
import { signedIn, workspaceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { authorizeGrantRole } from "../../policies/workspace.js";
import { presentInvitation, presentInvitingWorkspace } from "../../presenters/workspaceInvitation.js";
import {
  InvitationCreateSchema,
  InvitationJoinSchema,
  InvitationListSchema,
  InvitationParamsSchema,
  InvitationUpdateSchema,
} from "./schema.js";

const INVITATION_NOT_FOUND = "Invitation not found";

/** An invitation of the workspace in scope; an id of another workspace is as unknown as a made-up one. */
async function invitationOf(db: Knex, workspaceId: string, id: string): Promise<WorkspaceInvitation> {
  const invitation = await WorkspaceInvitation.query(db).where({ id, workspace_id: workspaceId }).withGraphFetched("invitedBy").first();
  if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
  return invitation;
}

/**
 * Workspace invitations (Plane's app API): admins invite by email, list, re-role and revoke; the invitee
 * answers through the emailed link (join), bound to their signed-in email and the link's one-time token.
 */
export function workspaceInvitationsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/workspaces/:slug/invitations" });
  router.use(signedIn());
  const admin = [workspaceMember(), workspaceAdminOnly()] as const;

  router.get(
    "/",
    ...admin,
    withInput({ query: InvitationListSchema }, async (ctx, { query }) => {
      const { workspace } = requireWorkspace(ctx);
      const builder = WorkspaceInvitation.query(ctx.services.db)
        .where("workspace_id", workspace.id)
        .withGraphFetched("invitedBy")
        .orderBy("created_at", "desc")
        .orderBy("id");
      if (query.search) builder.where("email", "like", containsPattern(query.search.toLowerCase()));
      ctx.body = (await builder).map(presentInvitation);
    }),
  );

  router.post(
    "/",
    ...admin,
    withInput({ body: InvitationCreateSchema }, async (ctx, { body }) => {
      const actor = requireUser(ctx);
      const { workspace, membership } = requireWorkspace(ctx);
      for (const entry of body.emails) authorizeGrantRole(membership.role, entry.role);
      const issued = await ctx.services.db.transaction((trx) =>
        workspaceInvitationsCreate({ trx, actor, workspace, entries: body.emails }),
      );
      const emailed = await sendWorkspaceInvitations(ctx, actor, workspace, issued);
      ctx.status = 201;
      ctx.body = { invitations: issued.map(({ invitation }) => presentInvitation(invitation)), emailed };
    }),
  );

  router.patch(
    "/:id/",
    ...admin,
    withInput({ params: InvitationParamsSchema, body: InvitationUpdateSchema }, async (ctx, { params, body }) => {
      const { workspace, membership } = requireWorkspace(ctx);
      authorizeGrantRole(membership.role, body.role);
      const invitation = await invitationOf(ctx.services.db, workspace.id, params.id);
      if (invitation.responded_at) throw new ValidationError("This invitation has already been used");
      const updated = await WorkspaceInvitation.query(ctx.services.db).patchAndFetchById(invitation.id, {
        role: body.role,
        updated_at: new Date(),
      });
      updated.invitedBy = invitation.invitedBy;
      ctx.body = presentInvitation(updated);
    }),
  );

  router.delete(
    "/:id/",
    ...admin,
    withInput({ params: InvitationParamsSchema }, async (ctx, { params }) => {
      const { workspace } = requireWorkspace(ctx);
      // Rows from RETURNING, not the affected-row count, which the embedded database does not report reliably.
      const deleted = await WorkspaceInvitation.query(ctx.services.db)
        .delete()
        .where({ id: params.id, workspace_id: workspace.id })
        .returning("id");
      if (deleted.length === 0) throw new NotFoundError(INVITATION_NOT_FOUND);
      ctx.status = 204;
    }),
  );

  /**
   * The emailed link's answer, and the in-app decline. The invitee is not a member yet, so this route
   * stands outside the tenant wall: the invitation is found by id and slug together, and only the
   * signed-in user it was addressed to may answer it, once.
   */
  router.post(
    "/:id/join/",
    withInput({ params: InvitationParamsSchema, body: InvitationJoinSchema }, async (ctx, { params, body }) => {
      const user = requireUser(ctx);
      const result = await ctx.services.db.transaction(async (trx) => {
        const workspace = await Workspace.query(trx).where("slug", params.slug).first();
        const invitation = workspace
          ? await WorkspaceInvitation.query(trx).where({ id: params.id, workspace_id: workspace.id }).forUpdate().first()
          : undefined;
        if (!workspace || !invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
        if (invitation.email !== user.email) throw new ForbiddenError("This invitation was sent to another email address");
        const tokenMatches = body.token !== undefined && safeEqual(sha256(body.token), invitation.token_hash);
        const emailMatches = body.email === undefined || normaliseEmail(body.email) === invitation.email;
        // Accepting needs the link's token; declining from the in-app list has none, but a wrong one is refused.
        if (!emailMatches || (body.token === undefined ? body.accepted : !tokenMatches)) {
          throw new ValidationError("Invalid or expired invitation");
        }
        if (invitation.responded_at) throw new ValidationError("This invitation has already been used");
        await workspaceInvitationRespond({ trx, user, invitation, accepted: body.accepted });
        return workspace;
      });
      ctx.body = { accepted: body.accepted, workspace: presentInvitingWorkspace(result) };
    }),
  );

  return router;
}
