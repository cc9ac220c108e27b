import type { AppContext } from "../context.js";
import { AuthFlowError } from "../errors.js";
import { loadInstanceSettings, type InstanceSettings, type SmtpSettings } from "../instance/settings.js";
import { isValidEmail, normaliseEmail } from "./emails.js";
import { limitAuthAttempt, limitMail } from "./rateLimit.js";

/**
 * Every sign-in flow starts here: the instance must be set up, and the caller's address within its limit.
 * Nothing here counts per account, or a stranger could use up the owner's allowance.
 */
export async function beginAuthFlow(ctx: AppContext): Promise<InstanceSettings> {
  const { db, config } = ctx.services;
  await limitAuthAttempt(db, ctx.ip);
  const settings = await loadInstanceSettings(db, config);
  if (!settings.isSetupDone) throw new AuthFlowError("INSTANCE_NOT_CONFIGURED");
  return settings;
}

/** The JSON flows that mail an address (magic-generate, forgot-password): 5010 and 5005 first. */
export async function beginEmailFlow(ctx: AppContext, rawEmail: string | undefined): Promise<{ email: string; settings: InstanceSettings }> {
  const email = normaliseEmail(rawEmail ?? "");
  const settings = await beginAuthFlow(ctx);
  if (!email) throw new AuthFlowError("EMAIL_REQUIRED");
  if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL");
  await limitMail(ctx.services.db, email);
  return { email, settings };
}

/** Flows that work by email (magic codes, password reset) cannot start without a mail server. */
export function requireSmtp(settings: InstanceSettings): SmtpSettings {
  if (!settings.smtp) throw new AuthFlowError("SMTP_NOT_CONFIGURED");
  return settings.smtp;
}

/** Magic-code sign-in needs the admin's consent first, then a way to deliver the code. */
export function requireMagicLogin(settings: InstanceSettings): SmtpSettings {
  if (!settings.magicLoginEnabled) throw new AuthFlowError("MAGIC_LINK_LOGIN_DISABLED");
  return requireSmtp(settings);
}
