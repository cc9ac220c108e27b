import type { Profile } from "../../db/models/Profile.js";
import { ONBOARDING_STEPS, type OnboardingSteps } from "../contract/onboarding.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProfile, writeProfile } from "../users/profiles.js";
import { activeWorkspacesOf } from "../workspaces/memberships.js";

/** Finishing onboarding marks every step done and, if none is set yet, opens the first workspace next. */
export async function userOnboard(uow: UnitOfWork): Promise<Profile> {
  const profile = await lockProfile(uow.trx, uow.actor.id);
  const [first] = await activeWorkspacesOf(uow.trx, uow.actor.id);
  const allSteps = Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, true])) as OnboardingSteps;
  return writeProfile(uow, profile, {
    onboarding_step: allSteps,
    is_onboarded: true,
    last_workspace_id: profile.last_workspace_id ?? first?.workspace.id ?? null,
  });
}
