import { useId, useState } from "react";
import { HEX_COLOR } from "../../../../api/contract/themes";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A colour picker with a hex box beside it, for exact values; both are labelled. */
export function ColorField({ label, value, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The picker (or "Undo changes") changed the colour: the hex box follows.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const invalid = !HEX_COLOR.test(text);
  return (
    <div className="color-field">
      <label htmlFor={id} className="color-field__label">
        {label}
      </label>
      <div className="color-field__controls">
        <input id={id} type="color" className="color-field__picker" value={value} onChange={(event) => onChange(event.target.value)} />
        <input
          type="text"
          className="field__input color-field__hex"
          aria-label={`${label}, hex code`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          value={text}
          spellCheck={false}
          maxLength={7}
          onChange={(event) => {
            setText(event.target.value);
            if (HEX_COLOR.test(event.target.value)) onChange(event.target.value.toLowerCase());
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          Use a hex colour like #3a67e0.
        </p>
      )}
    </div>
  );
}
