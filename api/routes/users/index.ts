import Router from "@koa/router";
import { clearSessionCookie, forgetCachedUser, requireUser } from "../../auth/sessions.js";
import { notificationPreferencesUpdate } from "../../commands/notificationPreferencesUpdate.js";
import { userDeactivate } from "../../commands/userDeactivate.js";
import { userOnboard } from "../../commands/userOnboard.js";
import { userProfileUpdate } from "../../commands/userProfileUpdate.js";
import { userUpdate } from "../../commands/userUpdate.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { preferencesOf } from "../../notifications/preferences.js";
import { presentNotificationPreferences } from "../../presenters/notificationPreferences.js";
import { presentProfile } from "../../presenters/profile.js";
import { presentMe } from "../../presenters/user.js";
import { presentUserSettings } from "../../presenters/userSettings.js";
import { profileOf } from "../../users/profiles.js";
import { openInvitationCount } from "../../workspaces/invitations.js";
import { activeWorkspacesOf } from "../../workspaces/memberships.js";
import { NotificationPreferencesUpdateSchema, OnboardSchema, ProfileUpdateSchema, TourCompletedSchema, UserUpdateSchema } from "./schema.js";
import { mountEmailVerification } from "./verifyEmail.js";

/** The signed-in user's own account, profile and settings. */
export function usersRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/users/me" });
  // Ahead of every handler's input validation: an anonymous caller hears 401, not a 400 about the body.
  router.use(signedIn());

  router.get("/", async (ctx) => {
    ctx.body = presentMe(requireUser(ctx));
  });

  router.patch(
    "/",
    withInput({ body: UserUpdateSchema }, async (ctx, { body }) => {
      const updated = await inUnitOfWork(ctx, (uow) => userUpdate({ ...uow, fields: body }));
      // The change feed evicts cached sessions on every node, but asynchronously: this node must not
      // answer the caller's very next request from the old row.
      forgetCachedUser(ctx, updated.id);
      ctx.body = presentMe(updated);
    }),
  );

  /** Deactivates the account: every session ends and sign-in answers 5019 from now on. */
  router.delete("/", async (ctx) => {
    await inUnitOfWork(ctx, userDeactivate);
    forgetCachedUser(ctx, requireUser(ctx).id);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.get("/profile/", async (ctx) => {
    ctx.body = presentProfile(await profileOf(ctx.services.db, requireUser(ctx).id));
  });

  router.patch(
    "/profile/",
    withInput({ body: ProfileUpdateSchema }, async (ctx, { body }) => {
      ctx.body = presentProfile(await inUnitOfWork(ctx, (uow) => userProfileUpdate({ ...uow, fields: body })));
    }),
  );

  router.patch(
    "/onboard/",
    withInput({ body: OnboardSchema }, async (ctx) => {
      ctx.body = presentProfile(await inUnitOfWork(ctx, userOnboard));
    }),
  );

  router.patch(
    "/tour-completed/",
    withInput({ body: TourCompletedSchema }, async (ctx, { body }) => {
      ctx.body = presentProfile(await inUnitOfWork(ctx, (uow) => userProfileUpdate({ ...uow, fields: { is_tour_completed: body.is_tour_completed } })));
    }),
  );

  mountEmailVerification(router);

  router.get("/notification-preferences/", async (ctx) => {
    ctx.body = await preferencesOf(ctx.services.db, requireUser(ctx).id);
  });

  router.patch(
    "/notification-preferences/",
    withInput({ body: NotificationPreferencesUpdateSchema }, async (ctx, { body }) => {
      ctx.body = presentNotificationPreferences(await inUnitOfWork(ctx, (uow) => notificationPreferencesUpdate({ ...uow, fields: body })));
    }),
  );

  router.get("/settings/", async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.services;
    const [profile, workspaces, invites] = await Promise.all([profileOf(db, user.id), activeWorkspacesOf(db, user.id), openInvitationCount(db, user.email)]);
    ctx.body = presentUserSettings(user, profile, workspaces, invites);
  });

  return router;
}
