import { z } from "zod";
import { uuid } from "../fields.js";
import { LIMITS } from "../../contract/limits.js";
import { ORGANIZATION_SIZES, USER_ROLES } from "../../contract/onboarding.js";
import { HEX_COLOR, THEME_NAMES } from "../../contract/themes.js";

const timeZones = new Set(Intl.supportedValuesOf("timeZone").concat("UTC"));
const hex = z.string().regex(HEX_COLOR, "must be a colour like #3f76ff");
const imageUrl = z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/api\//, "must be an http(s) URL or an asset path")]);

export const UserUpdateSchema = z.strictObject({
  first_name: z.string().trim().max(LIMITS.nameMaxLength).optional(),
  last_name: z.string().trim().max(LIMITS.nameMaxLength).optional(),
  display_name: z.string().trim().min(1, "cannot be empty").max(LIMITS.displayNameMaxLength).optional(),
  avatar: z.union([imageUrl, z.literal("")]).optional(),
  cover_image: imageUrl.nullable().optional(),
  user_timezone: z.string().refine((tz) => timeZones.has(tz), "is not a known time zone").optional(),
});

export const ThemeSchema = z
  .strictObject({
    theme: z.enum(THEME_NAMES),
    text: hex.optional(),
    palette: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}(,#[0-9a-fA-F]{6}){0,7}$/, "must be comma-separated colours like #3f76ff")
      .optional(),
    primary: hex.optional(),
    background: hex.optional(),
    darkPalette: z.boolean().optional(),
    sidebarText: hex.optional(),
    sidebarBackground: hex.optional(),
  })
  .refine(
    (theme) =>
      theme.theme !== "custom" ||
      (theme.primary && theme.background && theme.text && theme.sidebarBackground && theme.sidebarText),
    { message: "a custom theme needs primary, background, text, sidebarBackground and sidebarText" },
  );

export const ProfileUpdateSchema = z.strictObject({
  role: z.enum(USER_ROLES).nullable().optional(),
  use_case: z.string().trim().max(LIMITS.nameMaxLength).nullable().optional(),
  organization_size: z.enum(ORGANIZATION_SIZES).nullable().optional(),
  theme: ThemeSchema.optional(),
  onboarding_step: z
    .strictObject({
      profile_complete: z.boolean().optional(),
      workspace_create: z.boolean().optional(),
      workspace_invite: z.boolean().optional(),
      workspace_join: z.boolean().optional(),
    })
    .optional(),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag like en or pt-BR").optional(),
  billing_address_country: z.string().trim().max(64).nullable().optional(),
  billing_address: z.record(z.string().max(64), z.string().max(255)).nullable().optional(),
  has_billing_address: z.boolean().optional(),
  /** The workspace "/" opens; must be one the user is an active member of. */
  last_workspace_id: uuid.optional(),
});

export const OnboardSchema = z.strictObject({ is_onboarded: z.literal(true) });
export const TourCompletedSchema = z.strictObject({ is_tour_completed: z.boolean() });

/** The code mailed by POST /api/users/me/verify-email/send/. */
export const EmailVerifySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.magicCodeLength}}$`), `must be the ${LIMITS.magicCodeLength}-digit code from the email`),
});
export const EmailVerifySendSchema = z.strictObject({});

/** PATCH /api/users/me/notification-preferences/: any of the five kinds, each on or off. */
export const NotificationPreferencesUpdateSchema = z.strictObject({
  property_change: z.boolean().optional(),
  state_change: z.boolean().optional(),
  comment: z.boolean().optional(),
  mention: z.boolean().optional(),
  issue_completed: z.boolean().optional(),
});
export type NotificationPreferencesUpdateReq = z.infer<typeof NotificationPreferencesUpdateSchema>;
