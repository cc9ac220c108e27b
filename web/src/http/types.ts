import type { OnboardingSteps } from "../../../api/contract/onboarding";
import type { Role } from "../../../api/contract/roles";
import type { UserTheme } from "../../../api/contract/themes";

/** Wire shapes of the server's JSON, as its presenters write them. */
export interface CurrentUser {
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

export interface UserProfile {
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
  billing_address: Record<string, string> | null;
  has_billing_address: boolean;
  language: string;
  created_at: string;
  updated_at: string;
}

export interface InstanceInfo {
  instance: {
    id: string;
    instance_name: string;
    is_setup_done: boolean;
    is_signup_screen_visited: boolean;
    is_telemetry_enabled: boolean;
    current_version: string;
  };
  config: {
    enable_signup: boolean;
    is_email_password_enabled: boolean;
    is_magic_login_enabled: boolean;
    is_smtp_configured: boolean;
    app_base_url: string;
    admin_base_url: string;
  };
}

export interface EmailCheckResult {
  existing: boolean;
  status: "MAGIC_CODE" | "CREDENTIAL";
}

/** Workspace roles of SPEC.md section 6 (20 admin, 15 member, 5 guest). */
export type RoleValue = Role;

export interface PersonSummary {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

export interface Workspace {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  organization_size: string | null;
  timezone: string;
  owner: PersonSummary;
  total_members: number;
  /** The signed-in person's role in it. */
  role: RoleValue;
  created_at: string;
  updated_at: string;
}

export interface MemberPerson extends PersonSummary {
  first_name: string;
  last_name: string;
  email: string;
  is_bot: boolean;
}

export interface WorkspaceMember {
  id: string;
  role: RoleValue;
  member: MemberPerson;
  joining_date: string;
}

export interface MyMembership {
  id: string;
  role: RoleValue;
  member: MemberPerson;
  draft_issue_count: number;
}

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: RoleValue;
  accepted: boolean;
  responded_at: string | null;
  created_at: string;
  invited_by: { id: string; display_name: string } | null;
}

export interface MyInvitation {
  id: string;
  email: string;
  role: RoleValue;
  created_at: string;
  workspace: { id: string; name: string; slug: string; logo_url: string | null };
  invited_by: { id: string; display_name: string } | null;
}
