import { useEffect, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { FullPageMessage } from "../../components/FullPageMessage";
import { instanceAdmin, loadInstanceSettings, type InstanceSettings } from "../../stores/instanceAdmin";

/** Loads the god-mode settings when a settings page opens; until they are here, or when they cannot be, says so. */
export function InstanceSettingsLoader({ children }: { children: (settings: InstanceSettings) => ReactNode }) {
  const { settings, settingsError } = useSnapshot(instanceAdmin);
  useEffect(() => {
    void loadInstanceSettings();
  }, []);
  if (settingsError && !settings) return <FullPageMessage title="Could not load settings" message={`${settingsError}. Reload the page to try again.`} />;
  if (!settings) return <FullPageMessage title="Loading settings" busy />;
  return children(settings);
}
