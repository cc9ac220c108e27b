import type Router from "@koa/router";
import { Instance } from "../../../db/models/Instance.js";
import { InstanceAdmin } from "../../../db/models/InstanceAdmin.js";
import { User } from "../../../db/models/User.js";
import { isValidEmail, normaliseEmail } from "../../auth/emails.js";
import { hashPassword, verifyPassword } from "../../auth/passwords.js";
import { limitAuthAttempt } from "../../auth/rateLimit.js";
import { authForm } from "../../auth/redirects.js";
import { endSession, requireUser, startSession } from "../../auth/sessions.js";
import { instanceAdminCreate } from "../../commands/instanceAdminCreate.js";
import { PASSWORD_STRENGTH, passwordStrength } from "../../contract/passwordStrength.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { canAdministerInstance } from "../../policies/instance.js";
import { presentMe } from "../../presenters/user.js";
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
        await limitAuthAttempt(db, ctx.ip, email || undefined);
        const user = await db.transaction(async (trx) => {
          // Racing first visitors queue on this row lock; whoever comes second then sees the admin row.
          // Every check runs under the lock so that "an admin exists" (5150) is answered before anything else.
          const instance = await Instance.query(trx).forUpdate().first();
          if (!instance) throw new Error("The instances row is missing: migrations did not run.");
          if (await InstanceAdmin.query(trx).first()) throw new AuthFlowError("ADMIN_ALREADY_EXIST");
          const firstName = body.first_name?.trim() ?? "";
          if (!email || !body.password || !firstName) throw new AuthFlowError("REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME");
          if (!isValidEmail(email)) throw new AuthFlowError("INVALID_ADMIN_EMAIL");
          if (passwordStrength(body.password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_ADMIN_PASSWORD");
          if (await User.query(trx).where("email", email).first()) throw new AuthFlowError("ADMIN_USER_ALREADY_EXIST");
          return instanceAdminCreate({
            trx,
            instance,
            email,
            passwordHash: await hashPassword(body.password),
            firstName,
            lastName: body.last_name?.trim() ?? "",
            companyName: body.company_name?.trim() ?? "",
            isTelemetryEnabled: isTruthyFormValue(body.is_telemetry_enabled),
            ip: ctx.ip,
          });
        });
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
      await limitAuthAttempt(db, ctx.ip, email || undefined);
      if (!email || !body.password) throw new AuthFlowError("REQUIRED_ADMIN_EMAIL_PASSWORD");
      if (!isValidEmail(email)) throw new AuthFlowError("INVALID_ADMIN_EMAIL");
      const user = await User.query(db).where("email", email).first();
      if (!user) throw new AuthFlowError("ADMIN_USER_DOES_NOT_EXIST");
      // One answer for a wrong password and for a non-admin, and deactivation is told only to someone
      // who has just proved to be an admin.
      if (!(await verifyPassword(user.password_hash, body.password)) || !(await canAdministerInstance(db, user))) {
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
