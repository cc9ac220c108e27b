import type { Db } from "../../db/connection.js";
import { Instance } from "../../db/models/Instance.js";
import { InstanceConfiguration } from "../../db/models/InstanceConfiguration.js";
import type { Config } from "../config.js";
import { INSTANCE_SETTING_KEYS, type InstanceSettingCategory, type InstanceSettingKey } from "../contract/instanceSettings.js";
import { decryptSetting, encryptSetting } from "./secretBox.js";

/** The default of every setting god mode edits (INSTANCE_SETTING_KEYS). */
export const INSTANCE_SETTING_DEFAULTS = {
  ENABLE_SIGNUP: "1",
  ENABLE_EMAIL_PASSWORD: "1",
  ENABLE_MAGIC_LINK_LOGIN: "1",
  EMAIL_HOST: "",
  EMAIL_PORT: "587",
  EMAIL_HOST_USER: "",
  EMAIL_HOST_PASSWORD: "",
  EMAIL_USE_TLS: "1",
  EMAIL_USE_SSL: "0",
  EMAIL_FROM: "",
  WEBHOOK_ALLOW_PRIVATE_TARGETS: "0",
} as const satisfies Record<InstanceSettingKey, string>;
export const ENCRYPTED_SETTINGS: ReadonlySet<InstanceSettingKey> = new Set(["EMAIL_HOST_PASSWORD"]);

const SETTING_CATEGORIES = {
  ENABLE_SIGNUP: "AUTHENTICATION",
  ENABLE_EMAIL_PASSWORD: "AUTHENTICATION",
  ENABLE_MAGIC_LINK_LOGIN: "AUTHENTICATION",
  EMAIL_HOST: "SMTP",
  EMAIL_PORT: "SMTP",
  EMAIL_HOST_USER: "SMTP",
  EMAIL_HOST_PASSWORD: "SMTP",
  EMAIL_USE_TLS: "SMTP",
  EMAIL_USE_SSL: "SMTP",
  EMAIL_FROM: "SMTP",
  WEBHOOK_ALLOW_PRIVATE_TARGETS: "WEBHOOKS",
} as const satisfies Record<InstanceSettingKey, InstanceSettingCategory>;

/** The god-mode page a setting belongs to. */
export function settingCategory(key: InstanceSettingKey): InstanceSettingCategory {
  return SETTING_CATEGORIES[key];
}

export interface SmtpSettings {
  /** A nodemailer transport URL (smtp:// or smtps://). */
  url: string;
  from: string;
}

export interface InstanceSettings {
  isSetupDone: boolean;
  signupEnabled: boolean;
  passwordLoginEnabled: boolean;
  magicLoginEnabled: boolean;
  /** null when neither god-mode nor SMTP_URL configured a mail server. */
  smtp: SmtpSettings | null;
  /** Webhooks may reach private, loopback, link-local and metadata addresses (see webhooks/targetGuard.ts). */
  privateWebhookTargetsAllowed: boolean;
  raw: Record<InstanceSettingKey, string>;
}

export async function readRawSettings(db: Db, secretKey: string): Promise<Record<InstanceSettingKey, string>> {
  const rows = await InstanceConfiguration.query(db);
  const raw: Record<string, string> = { ...INSTANCE_SETTING_DEFAULTS };
  for (const row of rows) {
    if (row.key in INSTANCE_SETTING_DEFAULTS) raw[row.key] = row.is_encrypted ? decryptSetting(secretKey, row.value) : row.value;
  }
  return raw as Record<InstanceSettingKey, string>;
}

/** Upserts the given settings (undefined values are left alone), sealing the secret ones. */
export async function writeInstanceSettings(
  db: Db,
  secretKey: string,
  changes: Partial<Record<InstanceSettingKey, string | undefined>>,
): Promise<void> {
  const rows = INSTANCE_SETTING_KEYS.flatMap((key) => {
    const value = changes[key];
    if (value === undefined) return [];
    const isEncrypted = ENCRYPTED_SETTINGS.has(key);
    return [{
      key,
      value: isEncrypted ? encryptSetting(secretKey, value) : value,
      category: settingCategory(key),
      is_encrypted: isEncrypted,
      updated_at: new Date(),
    }];
  });
  if (rows.length > 0) await InstanceConfiguration.query(db).insert(rows).onConflict("key").merge();
}

export async function loadInstanceSettings(db: Db, config: Config): Promise<InstanceSettings> {
  const [instance, raw] = await Promise.all([Instance.query(db).first(), readRawSettings(db, config.secretKey)]);
  return {
    isSetupDone: instance?.is_setup_done ?? false,
    signupEnabled: raw.ENABLE_SIGNUP === "1",
    passwordLoginEnabled: raw.ENABLE_EMAIL_PASSWORD === "1",
    magicLoginEnabled: raw.ENABLE_MAGIC_LINK_LOGIN === "1",
    smtp: smtpFrom(raw, config),
    privateWebhookTargetsAllowed: raw.WEBHOOK_ALLOW_PRIVATE_TARGETS === "1",
    raw,
  };
}

/**
 * The one setting a webhook check needs, read alone: the delivery worker asks before every batch it sends,
 * so turning it off stops private deliveries still queued, without decrypting the mail password each time.
 */
export async function privateWebhookTargetsAllowed(db: Db): Promise<boolean> {
  const row = await InstanceConfiguration.query(db).findById("WEBHOOK_ALLOW_PRIVATE_TARGETS");
  return (row?.value ?? INSTANCE_SETTING_DEFAULTS.WEBHOOK_ALLOW_PRIVATE_TARGETS) === "1";
}

/** Settings made in god-mode win over SMTP_URL from the environment. */
function smtpFrom(raw: Record<InstanceSettingKey, string>, config: Config): SmtpSettings | null {
  const from = raw.EMAIL_FROM || config.emailFrom;
  if (raw.EMAIL_HOST) {
    const scheme = raw.EMAIL_USE_SSL === "1" ? "smtps" : "smtp";
    const auth = raw.EMAIL_HOST_USER
      ? `${encodeURIComponent(raw.EMAIL_HOST_USER)}:${encodeURIComponent(raw.EMAIL_HOST_PASSWORD)}@`
      : "";
    const tls = scheme === "smtp" && raw.EMAIL_USE_TLS !== "1" ? "?ignoreTLS=true" : "";
    return { url: `${scheme}://${auth}${raw.EMAIL_HOST}:${raw.EMAIL_PORT}${tls}`, from };
  }
  return config.smtpUrl ? { url: config.smtpUrl, from } : null;
}
