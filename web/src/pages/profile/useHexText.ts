import { useState, type ChangeEvent } from "react";
import { HEX_COLOR } from "../../../../api/contract/themes";

/**
 * A hex box beside another colour control: its text may be half typed, and only a complete hex code
 * (in `normalise`'s case) reaches `onChange`. When the colour changes from elsewhere, it follows.
 * `inputProps` go on the text input; `errorId` is that of the caller's error line, shown when `invalid`.
 */
export function useHexText(value: string, onChange: (value: string) => void, normalise: (hex: string) => string, errorId: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const invalid = !HEX_COLOR.test(text);
  const inputProps = {
    type: "text",
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    value: text,
    spellCheck: false,
    maxLength: 7,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      if (HEX_COLOR.test(event.target.value)) onChange(normalise(event.target.value));
    },
  };
  return { invalid, inputProps };
}
