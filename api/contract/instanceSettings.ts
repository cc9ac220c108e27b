/** The settings god mode edits (instance_configurations keys), in the order its pages list them. */
export const INSTANCE_SETTING_KEYS = [
  "ENABLE_SIGNUP",
  "ENABLE_EMAIL_PASSWORD",
  "ENABLE_MAGIC_LINK_LOGIN",
  "EMAIL_HOST",
  "EMAIL_PORT",
  "EMAIL_HOST_USER",
  "EMAIL_HOST_PASSWORD",
  "EMAIL_USE_TLS",
  "EMAIL_USE_SSL",
  "EMAIL_FROM",
  "WEBHOOK_ALLOW_PRIVATE_TARGETS",
] as const;
export type InstanceSettingKey = (typeof INSTANCE_SETTING_KEYS)[number];

/** The god-mode page a setting belongs to: the sign-in switches, the mail server, or where webhooks may go. */
export type InstanceSettingCategory = "AUTHENTICATION" | "SMTP" | "WEBHOOKS";

/**
 * What GET /api/instances/configurations/ shows instead of a stored secret (the SMTP password). A PATCH
 * that sends the mask back unchanged keeps the stored secret, so the god-mode form can resubmit every field.
 */
export const SECRET_SETTING_MASK = "\u2022".repeat(8);
