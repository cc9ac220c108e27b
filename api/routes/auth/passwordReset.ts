import type Router from "@koa/router";
import { beginAuthFlow, beginEmailFlow, requireSmtp } from "../../auth/flowGuards.js";
import { encodeUid, issuePasswordResetToken, userForResetToken } from "../../auth/passwordResetTokens.js";
import { withQuery } from "../../auth/redirects.js";
import { authForm } from "../../middleware/authForm.js";
import { clearSessionCookie, forgetCachedUser } from "../../auth/sessions.js";
import { userPasswordReset } from "../../commands/userPasswordReset.js";
import { PASSWORD_STRENGTH, passwordStrength } from "../../contract/passwordStrength.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { runUnitOfWork } from "../../events/unitOfWork.js";
import { passwordResetMail } from "../../mail/templates/passwordReset.js";
import { withInput } from "../../middleware/validate.js";
import { userByEmail } from "../../users/accounts.js";
import { PasswordForgotSchema, PasswordResetSchema } from "./schema.js";

/** The same words whether or not the account exists: the answer must not reveal who has an account. */
const FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, we have sent it a link to reset the password.";

/** Forgot-password (JSON, emails a link) and the reset form that link leads to. */
export function mountPasswordReset(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/auth/forgot-password/",
    withInput({ body: PasswordForgotSchema }, async (ctx, { body }) => {
      const { email, settings } = await beginEmailFlow(ctx, body.email);
      const smtp = requireSmtp(settings);
      const { db, config, mailer } = ctx.services;
      const user = await userByEmail(db, email);
      if (user?.is_active) {
        const token = await issuePasswordResetToken(db, user.id);
        const link = withQuery(`${config.webUrl}/accounts/reset-password/`, { uidb64: encodeUid(user.id), token, email });
        // In the background, so the response time does not tell that this account exists either.
        mailer.sendInBackground(smtp, passwordResetMail(email, link));
      }
      ctx.body = { message: FORGOT_PASSWORD_MESSAGE };
    }),
  );

  /**
   * Success leads to the sign-in page with `success=true` and the account's email, so it can say
   * "password changed" and prefill the form: every session ended, the user signs in again (as Plane).
   * Failures go back to the reset page with the link's uidb64 and token, so the user can retry.
   * Rate-limited per client address only: the request names no email, and the token is unguessable.
   */
  router.post(
    "/auth/reset-password/:uidb64/:token/",
    authForm(
      PasswordResetSchema,
      (_body, ctx) => withQuery("/accounts/reset-password/", { uidb64: ctx.params.uidb64, token: ctx.params.token }),
      async (ctx, body) => {
        await beginAuthFlow(ctx);
        const { uidb64 = "", token = "" } = ctx.params;
        const { db } = ctx.services;
        const user = await userForResetToken(db, uidb64, token);
        if (!body.password) throw new AuthFlowError("MISSING_PASSWORD");
        if (passwordStrength(body.password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_NEW_PASSWORD");
        const password = body.password;
        // Nobody is signed in here: the link's token proves who acts, so its account is the actor.
        await runUnitOfWork(ctx.services, { actor: user, mutationId: null }, (uow) => userPasswordReset({ ...uow, token, password }));
        forgetCachedUser(ctx, user.id);
        clearSessionCookie(ctx);
        return withQuery("/", { success: "true", email: user.email });
      },
      ["email"],
    ),
  );
}
