import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { withQuery } from "../auth/redirects.js";
import type { IssuedInvitation } from "../commands/workspaceInvitationsCreate.js";
import { roleName } from "../contract/roles.js";
import type { Services } from "../context.js";
import { loadInstanceSettings } from "../instance/settings.js";
import { workspaceInvitationMail } from "./templates/workspaceInvitation.js";

/** An invitation whose mail did not go out, with its link for the inviting admin to pass on by hand. */
export interface UnsentInvitation {
  email: string;
  link: string;
}

/**
 * Mails each invitation its link. Without a mail server, or when it refuses, the invitations still stand:
 * the links of those not mailed come back to the inviting admin to share by hand, since the link is the
 * only way in for an account that has not verified its address. Answers whether every mail went out.
 */
export async function sendWorkspaceInvitations(
  { db, config, mailer }: Pick<Services, "db" | "config" | "mailer">,
  inviter: Pick<User, "display_name" | "email">,
  workspace: Workspace,
  issued: readonly IssuedInvitation[],
): Promise<{ emailed: boolean; unsent: UnsentInvitation[] }> {
  const { smtp } = await loadInstanceSettings(db, config);
  const outcomes = await Promise.all(
    issued.map(async ({ invitation, token }): Promise<UnsentInvitation | null> => {
      const link = withQuery(`${config.webUrl}/workspace-invitations/`, {
        invitation_id: invitation.id,
        email: invitation.email,
        slug: workspace.slug,
        token,
      });
      if (!smtp) return { email: invitation.email, link };
      const mail = workspaceInvitationMail({
        to: invitation.email,
        inviter: inviter.display_name || inviter.email,
        workspaceName: workspace.name,
        roleName: roleName(invitation.role),
        link,
      });
      // mailer.send has logged the failure; the invitation stands and its link goes to the admin.
      return mailer.send(smtp, mail).then(() => null, () => ({ email: invitation.email, link }));
    }),
  );
  const unsent = outcomes.filter((outcome): outcome is UnsentInvitation => outcome !== null);
  return { emailed: unsent.length === 0, unsent };
}
