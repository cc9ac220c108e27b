import type Router from "@koa/router";
import { normaliseEmail, isValidEmail } from "../../auth/emails.js";
import { beginAuthFlow } from "../../auth/flowGuards.js";
import { landingPath } from "../../auth/landing.js";
import { hashPassword } from "../../auth/passwords.js";
import { verifyPasswordAttempt } from "../../auth/secretAttempts.js";
import { safeNextPath, withQuery } from "../../auth/redirects.js";
import { authForm } from "../../middleware/authForm.js";
import { endSession, startSession } from "../../auth/sessions.js";
import { userCreate } from "../../commands/userCreate.js";
import { PASSWORD_STRENGTH, passwordStrength } from "../../contract/passwordStrength.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { userByEmail } from "../../users/accounts.js";
import { PasswordSignInSchema, PasswordSignUpSchema, SignOutSchema } from "./schema.js";

/** Email + password sign-up, sign-in and sign-out: HTML form posts answered with 302 redirects. */
export function mountPasswordAuth(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/auth/sign-up/",
    authForm(PasswordSignUpSchema, () => "/", async (ctx, body) => {
      const email = normaliseEmail(body.email ?? "");
      const settings = await beginAuthFlow(ctx);
      if (!email || !body.password) throw new AuthFlowError("REQUIRED_EMAIL_PASSWORD_SIGN_UP");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL_SIGN_UP");
      if (!settings.passwordLoginEnabled) throw new AuthFlowError("PASSWORD_LOGIN_DISABLED");
      if (!settings.signupEnabled) throw new AuthFlowError("SIGNUP_DISABLED");
      const { db } = ctx.services;
      if (await userByEmail(db, email)) throw new AuthFlowError("USER_ALREADY_EXIST");
      if (passwordStrength(body.password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_PASSWORD");
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction((trx) =>
        userCreate({ trx, email, passwordHash, isPasswordAutoset: false, medium: "email", ip: ctx.ip }),
      );
      await startSession(ctx, db, user.id, "email");
      return landingPath(db, user.id, body.next_path);
    }),
  );

  router.post(
    "/auth/sign-in/",
    authForm(PasswordSignInSchema, () => "/", async (ctx, body) => {
      const email = normaliseEmail(body.email ?? "");
      const settings = await beginAuthFlow(ctx);
      if (!email || !body.password) throw new AuthFlowError("REQUIRED_EMAIL_PASSWORD_SIGN_IN");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL_SIGN_IN");
      if (!settings.passwordLoginEnabled) throw new AuthFlowError("PASSWORD_LOGIN_DISABLED");
      const { db } = ctx.services;
      const user = await userByEmail(db, email);
      if (!user) throw new AuthFlowError("USER_DOES_NOT_EXIST");
      if (!user.is_active) throw new AuthFlowError("USER_ACCOUNT_DEACTIVATED");
      if (!(await verifyPasswordAttempt(db, ctx.ip, user, body.password))) {
        throw new AuthFlowError("AUTHENTICATION_FAILED_SIGN_IN");
      }
      await startSession(ctx, db, user.id, "email");
      return landingPath(db, user.id, body.next_path);
    }),
  );

  router.post("/auth/sign-out/", async (ctx) => {
    const body = SignOutSchema.safeParse(ctx.request.body ?? {});
    await endSession(ctx, ctx.services.db);
    ctx.redirect(withQuery("/", { next_path: body.success ? safeNextPath(body.data.next_path) : undefined }));
  });
}
