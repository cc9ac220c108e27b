import { useId } from "react";
import { LABEL_COLORS } from "../../../../api/contract/labels";
import "../../components/RadioGroup.css";
import { useHexText } from "../profile/useHexText";

/** Spoken names of the LABEL_COLORS palette, in its order. */
const COLOR_NAMES: Record<(typeof LABEL_COLORS)[number], string> = {
  "#FF6900": "Orange",
  "#FCB900": "Amber",
  "#7BDCB5": "Mint",
  "#00D084": "Green",
  "#8ED1FC": "Sky blue",
  "#0693E3": "Blue",
  "#ABB8C3": "Grey",
  "#EB144C": "Red",
  "#F78DA7": "Pink",
  "#9900EF": "Purple",
};

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/** The palette's ten swatches as radio buttons, and a hex box for any other colour. */
export function LabelColorPicker({ value, onChange }: Props) {
  const id = useId();
  // A swatch changes the colour: the hex box follows.
  const { invalid, inputProps } = useHexText(value, onChange, (hex) => hex.toUpperCase(), `${id}-error`);

  return (
    <fieldset className="radio-group">
      <legend className="field__label">Label colour</legend>
      <div className="label-colors__swatches">
        {LABEL_COLORS.map((color) => (
          <label key={color} className="label-colors__swatch" style={{ background: color }} title={COLOR_NAMES[color]}>
            <input type="radio" name={`${id}-color`} value={color} checked={value.toUpperCase() === color} aria-label={COLOR_NAMES[color]} onChange={() => onChange(color)} />
          </label>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-hex`}>
          Hex code
        </label>
        <input id={`${id}-hex`} className="field__input color-field__hex label-colors__hex" {...inputProps} />
        {invalid && (
          <p id={`${id}-error`} className="field__error">
            Use a hex colour like #0693E3.
          </p>
        )}
      </div>
    </fieldset>
  );
}
