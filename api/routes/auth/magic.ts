import type Router from "@koa/router";
import { isValidEmail, normaliseEmail } from "../../auth/emails.js";
import { beginAuthFlow, beginEmailFlow, requireMagicLogin } from "../../auth/flowGuards.js";
import { landingPath } from "../../auth/landing.js";
import { issueMagicCode, spendMagicCode, type MagicCodeCheck } from "../../auth/magicCodes.js";
import { authForm } from "../../middleware/authForm.js";
import { startSession } from "../../auth/sessions.js";
import { userCreate } from "../../commands/userCreate.js";
import type { AuthErrorName } from "../../contract/authErrorCodes.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { magicCodeMail } from "../../mail/templates/magicCode.js";
import { withInput } from "../../middleware/validate.js";
import { userByEmail } from "../../users/accounts.js";
import { MagicCodeGenerateSchema, MagicSignInSchema, MagicSignUpSchema } from "./schema.js";

type CodeFailures = Record<Exclude<MagicCodeCheck, "valid">, AuthErrorName>;

const SIGN_IN_FAILURES: CodeFailures = {
  invalid: "INVALID_MAGIC_CODE_SIGN_IN",
  expired: "EXPIRED_MAGIC_CODE_SIGN_IN",
  exhausted: "EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_IN",
};

const SIGN_UP_FAILURES: CodeFailures = {
  invalid: "INVALID_MAGIC_CODE_SIGN_UP",
  expired: "EXPIRED_MAGIC_CODE_SIGN_UP",
  exhausted: "EMAIL_CODE_ATTEMPT_EXHAUSTED_SIGN_UP",
};

async function spendCode(ctx: AppContext, email: string, code: string, failures: CodeFailures): Promise<void> {
  const { db, config } = ctx.services;
  const outcome = await spendMagicCode(db, config.secretKey, ctx.ip, email, code);
  if (outcome !== "valid") throw new AuthFlowError(failures[outcome]);
}

/** Sign-in and sign-up with a six-digit code sent by email (Plane's "unique code" method). */
export function mountMagicAuth(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/auth/magic-generate/",
    withInput({ body: MagicCodeGenerateSchema }, async (ctx, { body }) => {
      const { email, settings } = await beginEmailFlow(ctx, body.email);
      const smtp = requireMagicLogin(settings);
      const { db, config, mailer } = ctx.services;
      const user = await userByEmail(db, email);
      if (user && !user.is_active) throw new AuthFlowError("USER_ACCOUNT_DEACTIVATED");
      if (!user && !settings.signupEnabled) throw new AuthFlowError("SIGNUP_DISABLED");
      const code = await issueMagicCode(db, config.secretKey, email);
      // Sent before answering: unlike forgot-password, nothing here is secret (email-check already tells
      // whether the account exists), and the user should hear at once when the code could not go out.
      await mailer.send(smtp, magicCodeMail(email, code));
      ctx.body = { key: `magic_${email}` };
    }),
  );

  router.post(
    "/auth/magic-sign-in/",
    authForm(MagicSignInSchema, () => "/", async (ctx, body) => {
      const email = normaliseEmail(body.email ?? "");
      const settings = await beginAuthFlow(ctx);
      if (!email || !body.code?.trim()) throw new AuthFlowError("MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL_MAGIC_SIGN_IN");
      requireMagicLogin(settings);
      const { db } = ctx.services;
      const user = await userByEmail(db, email);
      if (!user) throw new AuthFlowError("USER_DOES_NOT_EXIST");
      if (!user.is_active) throw new AuthFlowError("USER_ACCOUNT_DEACTIVATED");
      await spendCode(ctx, email, body.code, SIGN_IN_FAILURES);
      await startSession(ctx, db, user.id, "magic-code");
      return landingPath(db, user.id, body.next_path);
    }),
  );

  router.post(
    "/auth/magic-sign-up/",
    authForm(MagicSignUpSchema, () => "/", async (ctx, body) => {
      const email = normaliseEmail(body.email ?? "");
      const settings = await beginAuthFlow(ctx);
      if (!email || !body.code?.trim()) throw new AuthFlowError("MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_EMAIL_MAGIC_SIGN_UP");
      requireMagicLogin(settings);
      if (!settings.signupEnabled) throw new AuthFlowError("SIGNUP_DISABLED");
      const { db } = ctx.services;
      if (await userByEmail(db, email)) throw new AuthFlowError("USER_ALREADY_EXIST");
      await spendCode(ctx, email, body.code, SIGN_UP_FAILURES);
      // No password yet: the account signs in with codes until the user sets one (set-password).
      const user = await db.transaction((trx) =>
        userCreate({ trx, email, passwordHash: null, isPasswordAutoset: true, medium: "magic-code", ip: ctx.ip }),
      );
      await startSession(ctx, db, user.id, "magic-code");
      return landingPath(db, user.id, body.next_path);
    }),
  );
}
