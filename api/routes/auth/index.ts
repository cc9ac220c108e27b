import Router from "@koa/router";
import { csrfTokenFor } from "../../auth/csrf.js";
import { isValidEmail, normaliseEmail } from "../../auth/emails.js";
import { beginAuthFlow } from "../../auth/flowGuards.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { withInput } from "../../middleware/validate.js";
import { userByEmail } from "../../users/accounts.js";
import { mountMagicAuth } from "./magic.js";
import { mountPasswordAuth } from "./password.js";
import { mountPasswordChange } from "./passwordChange.js";
import { mountPasswordReset } from "./passwordReset.js";
import { EmailCheckSchema } from "./schema.js";
import type { EmailCheckShape } from "../../contract/userShapes.js";

export function authRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get("/auth/get-csrf-token/", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = { csrf_token: csrfTokenFor(ctx) };
  });

  /** Tells the sign-in form whether to ask this email for a password or for a code. */
  router.post(
    "/auth/email-check/",
    withInput({ body: EmailCheckSchema }, async (ctx, { body }) => {
      const email = normaliseEmail(body.email ?? "");
      const settings = await beginAuthFlow(ctx);
      if (!email) throw new AuthFlowError("EMAIL_REQUIRED");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL");
      const user = await userByEmail(ctx.services.db, email);
      const magicAvailable = settings.magicLoginEnabled && settings.smtp !== null;
      if (user) {
        if (!user.is_active) throw new AuthFlowError("USER_ACCOUNT_DEACTIVATED");
        const useCode = magicAvailable && (user.is_password_autoset || !settings.passwordLoginEnabled);
        ctx.body = { existing: true, status: useCode ? "MAGIC_CODE" : "CREDENTIAL" } satisfies EmailCheckShape;
        return;
      }
      if (!settings.signupEnabled) throw new AuthFlowError("SIGNUP_DISABLED");
      ctx.body = { existing: false, status: magicAvailable ? "MAGIC_CODE" : "CREDENTIAL" } satisfies EmailCheckShape;
    }),
  );

  mountPasswordAuth(router);
  mountMagicAuth(router);
  mountPasswordReset(router);
  mountPasswordChange(router);
  return router;
}
