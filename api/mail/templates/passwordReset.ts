import { LIMITS } from "../../contract/limits.js";
import { escapeHtml } from "../html.js";
import type { OutgoingMail } from "../mailer.js";

/** The forgot-password email: one link to the reset page, valid for an hour and once. */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  const minutes = LIMITS.passwordResetTtlSeconds / 60;
  return {
    to,
    subject: "Reset your Cairn password",
    text: [
      `Someone asked to reset the password of the Cairn account ${to}. To choose a new password, open:`,
      "",
      link,
      "",
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join("\n"),
    html: [
      `<p>Someone asked to reset the password of the Cairn account ${escapeHtml(to)}.</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
    ].join("\n"),
  };
}
