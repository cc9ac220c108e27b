import { escapeHtml } from "../html.js";
import type { OutgoingMail } from "../mailer.js";

export interface WorkspaceInvitationMailInput {
  to: string;
  /** Display name (or email) of the admin who sent the invitation. */
  inviter: string;
  workspaceName: string;
  /** The role's name as people read it: Admin, Member, Guest. */
  roleName: string;
  /** The join link; it carries the one-time token, so it appears nowhere but in this mail. */
  link: string;
}

/** The invitation to a workspace: who invited, to what, with which role, and the link that answers it. */
export function workspaceInvitationMail(input: WorkspaceInvitationMailInput): OutgoingMail {
  const { to, inviter, workspaceName, roleName, link } = input;
  return {
    to,
    subject: `${inviter} invited you to join ${workspaceName} on Cairn`,
    text: [
      `${inviter} invited you to join the workspace "${workspaceName}" on Cairn as ${roleName}.`,
      "",
      "To accept or decline, open:",
      "",
      link,
      "",
      `Sign in (or sign up) as ${to} first: the invitation only works for that address, and only once.`,
      "If you did not expect this invitation, ignore this email.",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(inviter)} invited you to join the workspace <strong>${escapeHtml(workspaceName)}</strong> on Cairn as ${escapeHtml(roleName)}.</p>`,
      `<p><a href="${escapeHtml(link)}">Accept or decline the invitation</a></p>`,
      `<p>Sign in (or sign up) as ${escapeHtml(to)} first: the invitation only works for that address, and only once.</p>`,
      "<p>If you did not expect this invitation, ignore this email.</p>",
    ].join("\n"),
  };
}
