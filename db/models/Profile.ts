import { BaseModel } from "./BaseModel.js";

export interface OnboardingStepColumn {
  profile_complete: boolean;
  workspace_create: boolean;
  workspace_invite: boolean;
  workspace_join: boolean;
}

export class Profile extends BaseModel {
  static override tableName = "profiles";
  static override jsonAttributes = ["theme", "onboarding_step", "billing_address"];

  id!: string;
  user_id!: string;
  role!: string | null;
  use_case!: string | null;
  organization_size!: string | null;
  last_workspace_id!: string | null;
  theme!: Record<string, unknown>;
  onboarding_step!: OnboardingStepColumn;
  is_onboarded!: boolean;
  is_tour_completed!: boolean;
  billing_address_country!: string | null;
  billing_address!: Record<string, unknown> | null;
  has_billing_address!: boolean;
  language!: string;
  created_at!: Date;
  updated_at!: Date;
}
