import type { Profile } from "../../db/models/Profile.js";
import type { OnboardingSteps } from "../contract/onboarding.js";
import { NotFoundError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockProfile, writeProfile } from "../users/profiles.js";
import { isActiveMember } from "../workspaces/memberships.js";
import { WORKSPACE_NOT_FOUND } from "../workspaces/notFound.js";

interface UserProfileUpdateInput extends UnitOfWork {
  fields: {
    role?: string | null | undefined;
    use_case?: string | null | undefined;
    organization_size?: string | null | undefined;
    theme?: Record<string, unknown> | undefined;
    /** Merged into the steps already done: a step not named keeps its value. */
    onboarding_step?: Partial<OnboardingSteps> | undefined;
    language?: string | undefined;
    billing_address_country?: string | null | undefined;
    billing_address?: Record<string, string> | null | undefined;
    has_billing_address?: boolean | undefined;
    /** The workspace "/" opens; must be one the actor is an active member of. */
    last_workspace_id?: string | undefined;
    is_tour_completed?: boolean | undefined;
  };
}

/** The actor changes their own profile: onboarding answers, theme, language, billing, the workspace "/" opens. */
export async function userProfileUpdate({ fields, ...uow }: UserProfileUpdateInput): Promise<Profile> {
  const profile = await lockProfile(uow.trx, uow.actor.id);
  const { onboarding_step, ...rest } = fields;
  if (rest.last_workspace_id && !(await isActiveMember(uow.trx, uow.actor.id, rest.last_workspace_id))) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  return writeProfile(uow, profile, { ...rest, ...(onboarding_step ? { onboarding_step: { ...profile.onboarding_step, ...onboarding_step } } : {}) });
}
