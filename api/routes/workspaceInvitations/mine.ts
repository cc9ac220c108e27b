import Router from "@koa/router";
import { Workspace } from "../../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../../db/models/WorkspaceInvitation.js";
import { requireUser } from "../../auth/sessions.js";
import { workspaceInvitationRespond } from "../../commands/workspaceInvitationRespond.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInvitingWorkspace, presentMyInvitation } from "../../presenters/workspaceInvitation.js";
import { InvitationAcceptSchema } from "./schema.js";

/**
 * The signed-in user's open invitations: every one addressed to their email, including those sent before
 * the account existed. Accepting here needs no token: the signed-in email is the proof.
 */
export function myWorkspaceInvitationsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/users/me/workspaces/invitations" });
  router.use(signedIn());

  router.get("/", async (ctx) => {
    const user = requireUser(ctx);
    const invitations = await WorkspaceInvitation.query(ctx.services.db)
      .modify("open")
      .where("email", user.email)
      .withGraphFetched("[workspace, invitedBy]")
      .orderBy("created_at", "desc")
      .orderBy("id");
    ctx.body = invitations.flatMap((invitation) => (invitation.workspace ? [presentMyInvitation(invitation, invitation.workspace)] : []));
  });

  /** Accepts the listed invitations addressed to the caller, all or none; ids addressed to others are ignored. */
  router.post(
    "/",
    withInput({ body: InvitationAcceptSchema }, async (ctx, { body }) => {
      const user = requireUser(ctx);
      const joined = await ctx.services.db.transaction(async (trx) => {
        const invitations = await WorkspaceInvitation.query(trx)
          .modify("open")
          .whereIn("id", body.invitations)
          .where("email", user.email)
          .orderBy("created_at")
          .forUpdate();
        if (invitations.length === 0) throw new NotFoundError("Invitation not found");
        for (const invitation of invitations) await workspaceInvitationRespond({ trx, user, invitation, accepted: true });
        return Workspace.query(trx)
          .whereIn("id", invitations.map((invitation) => invitation.workspace_id))
          .orderBy("name");
      });
      ctx.body = joined.map(presentInvitingWorkspace);
    }),
  );

  return router;
}
