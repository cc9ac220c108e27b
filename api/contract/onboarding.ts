/** Onboarding choices of SPEC.md section 1. */
export const ORGANIZATION_SIZES = ["Just myself", "2-10", "11-50", "51-200", "201-500", "500+"] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const USER_ROLES = [
  "Product / Project Manager",
  "Engineering",
  "Founder / Executive",
  "Freelancer / Consultant",
  "Marketing / Growth",
  "Sales / Business Development",
  "Support / Operations",
  "Student / Professor",
  "Human Resources",
  "Other",
] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ONBOARDING_STEPS = ["profile_complete", "workspace_create", "workspace_invite", "workspace_join"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type OnboardingSteps = Record<OnboardingStep, boolean>;

export const EMPTY_ONBOARDING_STEPS: OnboardingSteps = {
  profile_complete: false,
  workspace_create: false,
  workspace_invite: false,
  workspace_join: false,
};
