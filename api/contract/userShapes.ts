import type { OnboardingSteps } from "./onboarding.js";
import type { Role } from "./roles.js";
import type { UserTheme } from "./themes.js";

/**
 * The people half of the wire contract: what api/presenters/{user,profile,userSettings,workspaceMember}.ts
 * return and the web app reads. A presenter declares its return type from here, so a field that drifts
 * on either side fails to compile.
 */

/** The signed-in person, as GET /api/users/me/ returns them (Plane's field names). */
export interface CurrentUserShape {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  display_name: string;
  avatar: string;
  avatar_url: string | null;
  cover_image: string | null;
  cover_image_url: string | null;
  date_joined: string;
  is_active: boolean;
  is_bot: boolean;
  is_email_verified: boolean;
  is_password_autoset: boolean;
  user_timezone: string;
  last_login_medium: string | null;
}

/** SPEC.md section 3 "User profile". */
export interface ProfileShape {
  id: string;
  user: string;
  role: string | null;
  use_case: string | null;
  organization_size: string | null;
  last_workspace_id: string | null;
  theme: UserTheme;
  onboarding_step: OnboardingSteps;
  is_onboarded: boolean;
  is_tour_completed: boolean;
  billing_address_country: string | null;
  billing_address: Record<string, unknown> | null;
  has_billing_address: boolean;
  language: string;
  created_at: string;
  updated_at: string;
}

/** SPEC.md section 3 "User settings": which workspace "/" opens, and how many invitations await. */
export interface UserSettingsShape {
  id: string;
  email: string;
  workspace: {
    last_workspace_id: string | null;
    last_workspace_slug: string | null;
    fallback_workspace_id: string | null;
    fallback_workspace_slug: string | null;
    invites: number;
  };
}

/** Someone as a list of people shows them: a workspace's owner, who made a change. */
export interface PersonSummaryShape {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

/** The person behind a membership: what the other members of a workspace may see of them. */
export interface MemberUserShape extends PersonSummaryShape {
  first_name: string;
  last_name: string;
  email: string;
  is_bot: boolean;
}

/** What a workspace or project membership carries on the wire, whatever else its endpoint adds. */
export interface MembershipShape {
  id: string;
  role: Role;
  member: MemberUserShape;
}

/** POST /auth/email-check/: whether an account exists, and which way the sign-in form goes next. */
export interface EmailCheckShape {
  existing: boolean;
  status: "MAGIC_CODE" | "CREDENTIAL";
}
