import type Router from "@koa/router";
import { beginAuthFlow } from "../../auth/flowGuards.js";
import { verifyPasswordAttempt } from "../../auth/secretAttempts.js";
import { clearSessionCookie, forgetCachedUser, requireUser } from "../../auth/sessions.js";
import { userPasswordSet } from "../../commands/userPasswordSet.js";
import { PASSWORD_STRENGTH, passwordStrength } from "../../contract/passwordStrength.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { AuthFlowError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { withInput } from "../../middleware/validate.js";
import { presentMe } from "../../presenters/user.js";
import { PasswordChangeSchema, PasswordSetSchema } from "./schema.js";

/**
 * The signed-in user's password (JSON with the session cookie and X-CSRFToken): change-password needs
 * the old one; set-password is for magic-code accounts, which never had one (as Plane splits them).
 * Both are rate-limited per address; a wrong old password counts as a failed sign-in, which caps guessing
 * it on a stolen session.
 */
export function mountPasswordChange(router: Router<AppState, AppContextExtras>): void {
  router.post(
    "/auth/change-password/",
    withInput({ body: PasswordChangeSchema }, async (ctx, { body }) => {
      const user = requireUser(ctx);
      await beginAuthFlow(ctx);
      if (!body.old_password || !body.new_password) throw new AuthFlowError("MISSING_PASSWORD");
      if (!(await verifyPasswordAttempt(ctx.services.db, ctx.ip, user, body.old_password))) throw new AuthFlowError("INCORRECT_OLD_PASSWORD");
      if (passwordStrength(body.new_password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_NEW_PASSWORD");
      const password = body.new_password;
      // Every session ends, this one included: whoever may have learnt the old password is signed out too,
      // and at once on this node (the change feed's eviction may arrive after the next request).
      await inUnitOfWork(ctx, (uow) => userPasswordSet({ ...uow, password, signOutEverywhere: true }));
      forgetCachedUser(ctx, user.id);
      clearSessionCookie(ctx);
      ctx.body = { message: "Password updated successfully" };
    }),
  );

  router.post(
    "/auth/set-password/",
    withInput({ body: PasswordSetSchema }, async (ctx, { body }) => {
      const user = requireUser(ctx);
      await beginAuthFlow(ctx);
      if (!user.is_password_autoset) throw new AuthFlowError("PASSWORD_ALREADY_SET");
      if (!body.password) throw new AuthFlowError("MISSING_PASSWORD");
      if (passwordStrength(body.password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_PASSWORD");
      const password = body.password;
      const updated = await inUnitOfWork(ctx, (uow) => userPasswordSet({ ...uow, password, signOutEverywhere: false }));
      // The change feed evicts cached sessions too, but later: the next request must see the new flag.
      forgetCachedUser(ctx, user.id);
      ctx.body = presentMe(updated);
    }),
  );
}
