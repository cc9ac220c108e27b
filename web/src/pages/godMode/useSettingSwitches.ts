import { useState } from "react";
import type { InstanceSettingKey } from "../../../../api/contract/instanceSettings";
import { saveInstanceSettings, type InstanceSettings } from "../../stores/instanceAdmin";
import { showToast } from "../../stores/toasts";

/**
 * God-mode on/off settings, each saved as soon as it is flipped: whether one is on, and what its Switch
 * takes (its state, its saving spinner and its save).
 */
export function useSettingSwitches<K extends InstanceSettingKey>(settings: InstanceSettings) {
  const [saving, setSaving] = useState<K | null>(null);
  const on = (key: K) => settings[key] === "1";

  async function flip(key: K, value: boolean) {
    setSaving(key);
    try {
      await saveInstanceSettings({ [key]: value ? "1" : "0" });
      showToast({ tone: "success", title: "Setting saved" });
    } catch {
      showToast({ tone: "danger", title: "Could not save the setting", message: "It is back as it was. Try again." });
    } finally {
      setSaving(null);
    }
  }

  const bind = (key: K) => ({ checked: on(key), busy: saving === key, onChange: (value: boolean) => void flip(key, value) });
  return { on, bind };
}
