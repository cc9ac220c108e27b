import type Router from "@koa/router";
import { isValidEmail, normaliseEmail } from "../../auth/emails.js";
import { limitAuthAttempt } from "../../auth/rateLimit.js";
import { verifyPasswordAttempt } from "../../auth/secretAttempts.js";
import { authForm } from "../../middleware/authForm.js";
import { endSession, requireUser, startSession } from "../../auth/sessions.js";
import { instanceAdminCreate } from "../../commands/instanceAdminCreate.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { canAdministerInstance } from "../../policies/instance.js";
import { presentMe } from "../../presenters/user.js";
import { userByEmail } from "../../users/accounts.js";
import { InstanceAdminSignInSchema, InstanceAdminSignUpSchema } from "./schema.js";

/** The god-mode app shows the set-up form before an admin exists and the sign-in form after. */
const GOD_MODE_PATH = "/god-mode/";
const GOD_MODE_HOME = "/god-mode/general/";

function isTruthyFormValue(value: string | undefined): boolean {
  return /^(1|true|on|yes)$/i.test(value?.trim() ?? "");
}

/** God-mode sign-up (the first visitor only), sign-in, sign-out and "who am I": form posts with 302s. */
export function mountInstanceAdmins(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/admins/sign-up/",
    authForm(
      InstanceAdminSignUpSchema,
      () => GOD_MODE_PATH,
      async (ctx, body) => {
        const { db } = ctx.services;
        const email = normaliseEmail(body.email ?? "");
        await limitAuthAttempt(db, ctx.ip);
        const user = await db.transaction((trx) =>
          instanceAdminCreate({
            trx,
            email,
            password: body.password,
            firstName: body.first_name?.trim() ?? "",
            lastName: body.last_name?.trim() ?? "",
            companyName: body.company_name?.trim() ?? "",
            isTelemetryEnabled: isTruthyFormValue(body.is_telemetry_enabled),
            ip: ctx.ip,
          }),
        );
        await startSession(ctx, db, user.id, "email");
        return GOD_MODE_HOME;
      },
      ["first_name", "last_name", "company_name", "is_telemetry_enabled"],
    ),
  );

  router.post(
    "/admins/sign-in/",
    authForm(InstanceAdminSignInSchema, () => GOD_MODE_PATH, async (ctx, body) => {
      const { db } = ctx.services;
      const email = normaliseEmail(body.email ?? "");
      await limitAuthAttempt(db, ctx.ip);
      if (!email || !body.password) throw new AuthFlowError("REQUIRED_ADMIN_EMAIL_PASSWORD");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_ADMIN_EMAIL");
      const user = await userByEmail(db, email);
      if (!user) throw new AuthFlowError("ADMIN_USER_DOES_NOT_EXIST");
      // One answer for a wrong password and for a non-admin, and deactivation is told only to someone
      // who has just proved to be an admin.
      if (!(await verifyPasswordAttempt(db, ctx.ip, user, body.password)) || !(await canAdministerInstance(db, user))) {
        throw new AuthFlowError("ADMIN_AUTHENTICATION_FAILED");
      }
      if (!user.is_active) throw new AuthFlowError("ADMIN_USER_DEACTIVATED");
      await startSession(ctx, db, user.id, "email");
      return GOD_MODE_HOME;
    }),
  );

  router.post("/admins/sign-out/", async (ctx) => {
    await endSession(ctx, ctx.services.db);
    ctx.redirect(GOD_MODE_PATH);
  });

  router.get("/admins/me/", instanceAdminOnly(), async (ctx) => {
    ctx.body = presentMe(requireUser(ctx));
  });
}
