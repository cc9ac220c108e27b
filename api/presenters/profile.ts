import type { Profile } from "../../db/models/Profile.js";
import type { UserTheme } from "../contract/themes.js";
import type { ProfileShape } from "../contract/userShapes.js";

/** Every field of SPEC.md section 3 "User profile". */
export function presentProfile(profile: Profile): ProfileShape {
  return {
    id: profile.id,
    user: profile.user_id,
    role: profile.role,
    use_case: profile.use_case,
    organization_size: profile.organization_size,
    last_workspace_id: profile.last_workspace_id,
    // The column defaults to { theme: "system" } and is written only through ThemeSchema, a UserTheme.
    theme: profile.theme as unknown as UserTheme,
    onboarding_step: profile.onboarding_step,
    is_onboarded: profile.is_onboarded,
    is_tour_completed: profile.is_tour_completed,
    billing_address_country: profile.billing_address_country,
    billing_address: profile.billing_address,
    has_billing_address: profile.has_billing_address,
    language: profile.language,
    created_at: profile.created_at.toISOString(),
    updated_at: profile.updated_at.toISOString(),
  };
}
