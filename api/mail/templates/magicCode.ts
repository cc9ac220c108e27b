import { LIMITS } from "../../contract/limits.js";
import { escapeHtml } from "../html.js";
import type { OutgoingMail } from "../mailer.js";

/** The six-digit code of magic sign-in and sign-up; the code is in the subject so it shows in notifications. */
export function magicCodeMail(to: string, code: string): OutgoingMail {
  const minutes = LIMITS.magicCodeTtlSeconds / 60;
  return {
    to,
    subject: `${code} is your Cairn sign-in code`,
    text: [
      `Your Cairn sign-in code is ${code}`,
      "",
      `Enter it on the sign-in page within ${minutes} minutes. It works once.`,
      "",
      `If you did not ask to sign in to Cairn as ${to}, ignore this email: nobody can sign in without the code.`,
    ].join("\n"),
    html: [
      "<p>Your Cairn sign-in code is</p>",
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
      `<p>Enter it on the sign-in page within ${minutes} minutes. It works once.</p>`,
      `<p>If you did not ask to sign in to Cairn as ${escapeHtml(to)}, ignore this email: nobody can sign in without the code.</p>`,
    ].join("\n"),
  };
}
