import { INSTANCE_SETTING_KEYS, SECRET_SETTING_MASK, type InstanceSettingKey } from "../contract/instanceSettings.js";
import type { InstanceConfigurationShape } from "../contract/instanceShapes.js";
import { ENCRYPTED_SETTINGS, settingCategory } from "../instance/settings.js";

/** Every god-mode setting, defaults included; a secret that is set shows only as the mask. */
export function presentInstanceConfigurations(raw: Record<InstanceSettingKey, string>): InstanceConfigurationShape[] {
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
