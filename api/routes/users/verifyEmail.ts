import type Router from "@koa/router";
import { beginEmailFlow, requireSmtp } from "../../auth/flowGuards.js";
import { issueMagicCode, spendMagicCode, type MagicCodeCheck } from "../../auth/magicCodes.js";
import { forgetCachedUser, requireUser } from "../../auth/sessions.js";
import { userEmailVerify } from "../../commands/userEmailVerify.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { fieldError, ValidationError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { emailVerificationMail } from "../../mail/templates/emailVerification.js";
import { withInput } from "../../middleware/validate.js";
import { presentMe } from "../../presenters/user.js";
import { EmailVerifySchema, EmailVerifySendSchema } from "./schema.js";

const FAILURES: Record<Exclude<MagicCodeCheck, "valid">, string> = {
  invalid: "is not the code we sent",
  expired: "has expired or was replaced: ask for a new one",
  exhausted: "was mistyped too often and no longer works: ask for a new one",
};

/**
 * A password account proves it owns its address with a six-digit code, the magic-code machinery with its
 * limits: mail per inbox and per client address, guesses per (address, account). Only the signed-in
 * account's own address is ever mailed. The code is sent when the person asks for it, not at sign-up:
 * most accounts never need it (it matters only to accept invitations without their link).
 */
export function mountEmailVerification(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/verify-email/send/",
    withInput({ body: EmailVerifySendSchema }, async (ctx) => {
      const user = requireUser(ctx);
      if (user.is_email_verified) throw new ValidationError("This email address is verified already");
      const { email, settings } = await beginEmailFlow(ctx, user.email);
      const smtp = requireSmtp(settings);
      const { db, config, mailer } = ctx.services;
      const code = await issueMagicCode(db, config.secretKey, email);
      await mailer.send(smtp, emailVerificationMail(email, code));
      ctx.body = { email };
    }),
  );

  router.post(
    "/verify-email/",
    withInput({ body: EmailVerifySchema }, async (ctx, { body }) => {
      const user = requireUser(ctx);
      if (!user.is_email_verified) {
        const { db, config } = ctx.services;
        const outcome = await spendMagicCode(db, config.secretKey, ctx.ip, user.email, body.code);
        if (outcome !== "valid") throw fieldError("code", FAILURES[outcome]);
      }
      const verified = await inUnitOfWork(ctx, userEmailVerify);
      // As for any account change: this node must not answer the next request from the cached row.
      forgetCachedUser(ctx, verified.id);
      ctx.body = presentMe(verified);
    }),
  );
}
