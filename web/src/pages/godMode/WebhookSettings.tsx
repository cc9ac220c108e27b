import { useState } from "react";
import { Switch } from "../../components/Switch";
import { saveInstanceSettings, type InstanceSettings } from "../../stores/instanceAdmin";
import { showToast } from "../../stores/toasts";
import { GodModePage } from "./GodModeLayout";
import { InstanceSettingsLoader } from "./InstanceSettingsLoader";

/** "/god-mode/webhooks/": whether workspace webhooks may reach addresses inside the server's own network. */
export function WebhookSettings() {
  return <InstanceSettingsLoader>{(settings) => <WebhookSwitches settings={settings} />}</InstanceSettingsLoader>;
}

function WebhookSwitches({ settings }: { settings: InstanceSettings }) {
  const [saving, setSaving] = useState(false);

  async function flip(value: boolean) {
    setSaving(true);
    try {
      await saveInstanceSettings({ WEBHOOK_ALLOW_PRIVATE_TARGETS: value ? "1" : "0" });
      showToast({ tone: "success", title: "Setting saved" });
    } catch {
      showToast({ tone: "danger", title: "Could not save the setting", message: "It is back as it was. Try again." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <GodModePage title="Webhooks" description="Where the webhooks that workspace admins add may send their deliveries.">
      <div className="god-mode__card god-mode__card--list">
        <Switch
          label="Allow private network targets"
          description={
            <>
              <p>
                On, webhooks may post to private, loopback, link-local and cloud metadata addresses, such as 192.168.1.20, 127.0.0.1 or
                169.254.169.254. Off, such URLs are refused when saved, and queued deliveries to them stop.
              </p>
              <p>
                <strong>Risk:</strong> any workspace admin could make this server send requests into its private network (server-side request forgery).
              </p>
            </>
          }
          checked={settings.WEBHOOK_ALLOW_PRIVATE_TARGETS === "1"}
          busy={saving}
          onChange={(value) => void flip(value)}
        />
      </div>
    </GodModePage>
  );
}
