import { LIMITS } from "../../contract/limits.js";
import { escapeHtml } from "../html.js";
import type { OutgoingMail } from "../mailer.js";

/**
 * The six-digit code that proves a signed-in account owns its address. It is a magic code like any other,
 * so the mail says plainly what it unlocks: whoever holds it could also sign in as this address.
 */
export function emailVerificationMail(to: string, code: string): OutgoingMail {
  const minutes = LIMITS.magicCodeTtlSeconds / 60;
  return {
    to,
    subject: `${code} is your Cairn verification code`,
    text: [
      `Your Cairn verification code is ${code}`,
      "",
      `Enter it in Cairn within ${minutes} minutes to confirm that ${to} is your address. It works once.`,
      "",
      "If you did not sign up to Cairn with this address, ignore this email and share the code with nobody:",
      "without it, nobody can join workspaces in your name.",
    ].join("\n"),
    html: [
      "<p>Your Cairn verification code is</p>",
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
      `<p>Enter it in Cairn within ${minutes} minutes to confirm that ${escapeHtml(to)} is your address. It works once.</p>`,
      "<p>If you did not sign up to Cairn with this address, ignore this email and share the code with nobody: without it, nobody can join workspaces in your name.</p>",
    ].join("\n"),
  };
}
