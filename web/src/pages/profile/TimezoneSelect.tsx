import { useId, useMemo } from "react";
import { Button } from "../../components/Button";
import "../../components/TextField.css";

/** Every zone the browser knows (the server accepts the same IANA names), UTC first. */
function timeZones(current: string): string[] {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  zones.add(current);
  return [...zones];
}

function offsetLabel(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(new Date()).find((p) => p.type === "timeZoneName");
    return part ? ` (${part.value})` : "";
  } catch {
    return "";
  }
}

interface Props {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}

export function TimezoneSelect({ value, onChange, error }: Props) {
  const id = useId();
  const zones = useMemo(() => timeZones(value).map((zone) => ({ zone, label: `${zone.replace(/_/g, " ")}${offsetLabel(zone)}` })), [value]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        Time zone
      </label>
      <div className="settings-select-row">
        <select id={id} className="field__select" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {zones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        {browserZone && browserZone !== value && (
          <Button variant="secondary" onClick={() => onChange(browserZone)}>
            Use {browserZone.replace(/_/g, " ")}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
