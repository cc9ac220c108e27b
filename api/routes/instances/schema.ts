import { z } from "zod";
import { formText, isValidEmail } from "../../auth/emails.js";
import { SECRET_SETTING_MASK, type InstanceSettingKey } from "../../contract/instanceSettings.js";
import { LIMITS } from "../../contract/limits.js";

export const InstanceUpdateSchema = z.strictObject({
  instance_name: z.string().trim().min(1, "cannot be empty").max(LIMITS.nameMaxLength).optional(),
  is_telemetry_enabled: z.boolean().optional(),
});

// Missing or malformed sign-up fields are answered with the flow's codes (5155, 5160 ...); only
// over-long names, which the form never sends, are a plain 400.
const formName = z.string().max(LIMITS.nameMaxLength).optional();

export const InstanceAdminSignUpSchema = z.strictObject({
  email: formText,
  password: formText,
  first_name: formName,
  last_name: formName,
  company_name: formName,
  is_telemetry_enabled: formText,
});

export const InstanceAdminSignInSchema = z.strictObject({ email: formText, password: formText });

const flag = z.enum(["0", "1"], 'must be "0" or "1"');
const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be a port number")
  .refine((value) => Number(value) >= 1 && Number(value) <= 65535, "must be a port between 1 and 65535");
const host = z.union([z.literal(""), z.hostname("must be a host name like smtp.example.com")]);
const printable = z.string().max(LIMITS.nameMaxLength).regex(/^[^\p{Cc}]*$/u, "must not contain control characters");

/** A bare address or `Name <address>`; the name may not carry angle brackets or line breaks into the header. */
function isMailbox(value: string): boolean {
  const named = /^([^<>\p{Cc}]*?)\s*<([^<>\s]+)>$/u.exec(value);
  return isValidEmail(named?.[2] ?? value);
}
const mailbox = z.union([z.literal(""), z.string().max(LIMITS.emailMaxLength * 2).refine(isMailbox, "must be an email or Name <email>")]);

// The mask that GET showed is sent back when the admin did not touch the password: keep the stored one.
const secret = printable.transform((value) => (value === SECRET_SETTING_MASK ? undefined : value));

const settingValues = {
  ENABLE_SIGNUP: flag,
  ENABLE_EMAIL_PASSWORD: flag,
  ENABLE_MAGIC_LINK_LOGIN: flag,
  EMAIL_HOST: host,
  EMAIL_PORT: port,
  EMAIL_HOST_USER: printable,
  EMAIL_HOST_PASSWORD: secret,
  EMAIL_USE_TLS: flag,
  EMAIL_USE_SSL: flag,
  EMAIL_FROM: mailbox,
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag,
} satisfies Record<InstanceSettingKey, z.ZodType<string | undefined>>;

/** Only known keys, every value a string checked against its own rule. */
export const InstanceConfigurationUpdateSchema = z.strictObject(settingValues).partial();
