import { Switch } from "../../components/Switch";
import type { InstanceSettings } from "../../stores/instanceAdmin";
import { GodModePage } from "./GodModeLayout";
import { InstanceSettingsLoader } from "./InstanceSettingsLoader";
import { useSettingSwitches } from "./useSettingSwitches";

/** "/god-mode/webhooks/": whether workspace webhooks may reach addresses inside the server's own network. */
export function WebhookSettings() {
  return <InstanceSettingsLoader>{(settings) => <WebhookSwitches settings={settings} />}</InstanceSettingsLoader>;
}

function WebhookSwitches({ settings }: { settings: InstanceSettings }) {
  const { bind } = useSettingSwitches<"WEBHOOK_ALLOW_PRIVATE_TARGETS">(settings);

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
          {...bind("WEBHOOK_ALLOW_PRIVATE_TARGETS")}
        />
      </div>
    </GodModePage>
  );
}
