import Router from "@koa/router";
import { Profile } from "../../../db/models/Profile.js";
import { WorkspaceInvitation } from "../../../db/models/WorkspaceInvitation.js";
import { User } from "../../../db/models/User.js";
import { clearSessionCookie, endAllSessions, requireUser, forgetCachedUser } from "../../auth/sessions.js";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../contract/onboarding.js";
import type { AppContext, AppState, AppContextExtras } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { activeWorkspacesOf } from "../../workspaces/memberships.js";
import { presentProfile } from "../../presenters/profile.js";
import { presentMe } from "../../presenters/user.js";
import { presentUserSettings } from "../../presenters/userSettings.js";
import { OnboardSchema, ProfileUpdateSchema, TourCompletedSchema, UserUpdateSchema } from "./schema.js";

async function requireActiveWorkspace(ctx: AppContext, userId: string, workspaceId: string): Promise<void> {
  const workspaces = await activeWorkspacesOf(ctx.services.db, userId);
  if (!workspaces.some(({ workspace }) => workspace.id === workspaceId)) throw new NotFoundError("Workspace not found");
}

async function profileOf(ctx: AppContext, userId: string): Promise<Profile> {
  const profile = await Profile.query(ctx.services.db).where("user_id", userId).first();
  if (!profile) throw new NotFoundError("Profile not found");
  return profile;
}

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
      const user = requireUser(ctx);
      const updated = Object.keys(body).length
        ? await User.query(ctx.services.db).patchAndFetchById(user.id, { ...body, updated_at: new Date() })
        : user;
      // The change feed evicts cached sessions on every node, but asynchronously: this node must not
      // answer the caller's very next request from the old row.
      forgetCachedUser(ctx, user.id);
      ctx.body = presentMe(updated);
    }),
  );

  /** Deactivates the account: every session ends and sign-in answers 5019 from now on. */
  router.delete("/", async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.services;
    await db.transaction(async (trx) => {
      await User.query(trx).patch({ is_active: false, updated_at: new Date() }).where("id", user.id);
      await endAllSessions(trx, user.id);
    });
    forgetCachedUser(ctx, user.id);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.get("/profile/", async (ctx) => {
    ctx.body = presentProfile(await profileOf(ctx, requireUser(ctx).id));
  });

  router.patch(
    "/profile/",
    withInput({ body: ProfileUpdateSchema }, async (ctx, { body }) => {
      const user = requireUser(ctx);
      const profile = await profileOf(ctx, user.id);
      const { onboarding_step, ...rest } = body;
      if (rest.last_workspace_id) await requireActiveWorkspace(ctx, user.id, rest.last_workspace_id);
      const patch = {
        ...rest,
        ...(onboarding_step ? { onboarding_step: { ...profile.onboarding_step, ...onboarding_step } } : {}),
        updated_at: new Date(),
      };
      ctx.body = presentProfile(await Profile.query(ctx.services.db).patchAndFetchById(profile.id, patch));
    }),
  );

  /** Finishing onboarding marks every step done and, if none is set yet, opens the first workspace next. */
  router.patch(
    "/onboard/",
    withInput({ body: OnboardSchema }, async (ctx) => {
      const user = requireUser(ctx);
      const profile = await profileOf(ctx, user.id);
      const [first] = await activeWorkspacesOf(ctx.services.db, user.id);
      const allSteps = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, true])) as Record<OnboardingStep, boolean>;
      ctx.body = presentProfile(
        await Profile.query(ctx.services.db).patchAndFetchById(profile.id, {
          onboarding_step: allSteps,
          is_onboarded: true,
          last_workspace_id: profile.last_workspace_id ?? first?.workspace.id ?? null,
          updated_at: new Date(),
        }),
      );
    }),
  );

  router.patch(
    "/tour-completed/",
    withInput({ body: TourCompletedSchema }, async (ctx, { body }) => {
      const profile = await profileOf(ctx, requireUser(ctx).id);
      ctx.body = presentProfile(
        await Profile.query(ctx.services.db).patchAndFetchById(profile.id, {
          is_tour_completed: body.is_tour_completed,
          updated_at: new Date(),
        }),
      );
    }),
  );

  router.get("/settings/", async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.services;
    const [profile, workspaces, invites] = await Promise.all([
      profileOf(ctx, user.id),
      activeWorkspacesOf(db, user.id),
      WorkspaceInvitation.query(db).where("email", user.email).whereNull("responded_at").resultSize(),
    ]);
    ctx.body = presentUserSettings(user, profile, workspaces, invites);
  });

  return router;
}
