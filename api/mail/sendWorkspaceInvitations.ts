import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { withQuery } from "../auth/redirects.js";
import type { IssuedInvitation } from "../commands/workspaceInvitationsCreate.js";
import { roleName } from "../contract/roles.js";
import type { Services } from "../context.js";
import { loadInstanceSettings } from "../instance/settings.js";
import { workspaceInvitationMail } from "./templates/workspaceInvitation.js";

/**
 * Mails each invitation its link. Without a mail server nothing is sent and the invitations still stand:
 * the invitee finds them in the app after signing in. Answers whether every mail went out.
 */
export async function sendWorkspaceInvitations(
  { db, config, mailer }: Pick<Services, "db" | "config" | "mailer">,
  inviter: Pick<User, "display_name" | "email">,
  workspace: Workspace,
  issued: readonly IssuedInvitation[],
): Promise<boolean> {
  const { smtp } = await loadInstanceSettings(db, config);
  if (!smtp) return false;
  const sent = await Promise.all(
    issued.map(({ invitation, token }) => {
      const link = withQuery(`${config.webUrl}/workspace-invitations/`, {
        invitation_id: invitation.id,
        email: invitation.email,
        slug: workspace.slug,
        token,
      });
      const mail = workspaceInvitationMail({
        to: invitation.email,
        inviter: inviter.display_name || inviter.email,
        workspaceName: workspace.name,
        roleName: roleName(invitation.role),
        link,
      });
      // mailer.send has logged the failure; the invitation stands and the caller hears emailed: false.
      return mailer.send(smtp, mail).then(() => true, () => false);
    }),
  );
  return sent.every(Boolean);
}
