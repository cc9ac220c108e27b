import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { LIMITS } from "../../../../api/contract/limits";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { ApiError } from "../../http/client";
import { instanceAdmin, saveInstance } from "../../stores/instanceAdmin";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { GodModePage } from "./GodModeLayout";

/** "/god-mode/general/": the instance's name, and whether it shares anonymous usage counts. */
export function GeneralSettings() {
  const { instance } = useSnapshot(session);
  const { admin } = useSnapshot(instanceAdmin);
  const [name, setName] = useState(instance?.instance.instance_name ?? "");
  const [telemetry, setTelemetry] = useState(instance?.instance.is_telemetry_enabled ?? false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = instance?.instance;
  const dirty = name.trim() !== (saved?.instance_name ?? "") || telemetry !== (saved?.is_telemetry_enabled ?? false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError("Give the instance a name; people see it on the sign-in page and in emails.");
    setBusy(true);
    setError(null);
    try {
      await saveInstance({ instance_name: value, is_telemetry_enabled: telemetry });
      setName(value);
      showToast({ tone: "success", title: "Settings saved" });
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.body.details?.[0]?.message : undefined;
      if (detail) setError(`Instance name ${detail}.`);
      else showToast({ tone: "danger", title: "Could not save settings", message: "Check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <GodModePage title="General" description="How this Cairn instance presents itself.">
      <form className="god-mode__card" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Instance name"
          name="instance_name"
          maxLength={LIMITS.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          required
        />
        <label className="god-mode__checkbox">
          <input type="checkbox" checked={telemetry} onChange={(event) => setTelemetry(event.target.checked)} />
          <span>Share anonymous usage counts to help improve Cairn.</span>
        </label>
        <div className="god-mode__actions">
          <Button type="submit" loading={busy} disabled={!dirty}>
            Save changes
          </Button>
        </div>
      </form>
      <section className="god-mode__card" aria-labelledby="instance-facts">
        <h2 id="instance-facts">About this instance</h2>
        <dl className="god-mode__facts">
          <dt>Administrator</dt>
          <dd>{admin?.email ?? "—"}</dd>
          <dt>Instance ID</dt>
          <dd>{saved?.id ?? "—"}</dd>
          <dt>Version</dt>
          <dd>{saved?.current_version ?? "—"}</dd>
        </dl>
      </section>
    </GodModePage>
  );
}
