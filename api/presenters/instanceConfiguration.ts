import { SECRET_SETTING_MASK } from "../contract/instanceSettings.js";
import { ENCRYPTED_SETTINGS, INSTANCE_SETTING_KEYS, settingCategory, type InstanceSettingKey } from "../instance/settings.js";

/** Every god-mode setting, defaults included; a secret that is set shows only as the mask. */
export function presentInstanceConfigurations(raw: Record<InstanceSettingKey, string>) {
  return INSTANCE_SETTING_KEYS.map((key) => {
    const isEncrypted = ENCRYPTED_SETTINGS.has(key);
    return {
      key,
      value: isEncrypted && raw[key] !== "" ? SECRET_SETTING_MASK : raw[key],
      category: settingCategory(key),
      is_encrypted: isEncrypted,
    };
  });
}
