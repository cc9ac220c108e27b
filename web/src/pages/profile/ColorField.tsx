import { useId } from "react";
import { useHexText } from "./useHexText";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A colour picker with a hex box beside it, for exact values; both are labelled. */
export function ColorField({ label, value, onChange }: Props) {
  const id = useId();
  // The picker (or "Undo changes") changes the colour: the hex box follows.
  const { invalid, inputProps } = useHexText(value, onChange, (hex) => hex.toLowerCase(), `${id}-error`);
  return (
    <div className="color-field">
      <label htmlFor={id} className="color-field__label">
        {label}
      </label>
      <div className="color-field__controls">
        <input id={id} type="color" className="color-field__picker" value={value} onChange={(event) => onChange(event.target.value)} />
        <input className="field__input color-field__hex" aria-label={`${label}, hex code`} {...inputProps} />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          Use a hex colour like #3a67e0.
        </p>
      )}
    </div>
  );
}
