import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workspaceInvitationsAccept } from "../../commands/workspaceInvitationsAccept.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInvitingWorkspace, presentMyInvitation } from "../../presenters/workspaceInvitation.js";
import { openInvitationsTo } from "../../workspaces/invitations.js";
import { InvitationAcceptSchema } from "./schema.js";

/**
 * The signed-in user's open invitations: every one addressed to their email, including those sent before
 * the account existed. Accepting here needs no token, only a verified email (the command says why).
 */
export function myWorkspaceInvitationsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/users/me/workspaces/invitations" });
  router.use(signedIn());

  router.get("/", async (ctx) => {
    const invitations = await openInvitationsTo(ctx.services.db, requireUser(ctx).email);
    ctx.body = invitations.flatMap((invitation) => (invitation.workspace ? [presentMyInvitation(invitation, invitation.workspace)] : []));
  });

  /** Accepts the listed invitations addressed to the caller, all or none; ids addressed to others are ignored. */
  router.post(
    "/",
    withInput({ body: InvitationAcceptSchema }, async (ctx, { body }) => {
      const joined = await inUnitOfWork(ctx, (uow) => workspaceInvitationsAccept({ ...uow, invitationIds: body.invitations }));
      ctx.body = joined.map(presentInvitingWorkspace);
    }),
  );

  return router;
}
