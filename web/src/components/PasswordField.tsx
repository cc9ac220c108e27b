import { useState } from "react";
import { PasswordStrengthIndicator } from "./PasswordStrengthIndicator";
import type { PasswordStrength } from "./passwordStrength";
import { TextField, type TextFieldProps } from "./TextField";
import "./PasswordField.css";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "trailing" | "value"> {
  value: string;
  /**
   * Pass the result of usePasswordStrength() to show the live strength meter under the field (it rates
   * the same value by the same rule); leave undefined (sign-in) to show none.
   */
  strength?: PasswordStrength | null;
}

/** A password input with a show/hide toggle and, when asked, the live strength indicator. */
export function PasswordField({ strength, hint, value, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const meter = strength !== undefined ? <PasswordStrengthIndicator password={value} /> : null;
  return (
    <TextField
      {...field}
      value={value}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      hint={
        meter || hint ? (
          <>
            {meter}
            {hint}
          </>
        ) : undefined
      }
      trailing={
        // The name comes from the text, not aria-label, so getByLabel("Password") finds only the input.
        <button type="button" className="password-toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? "Hide" : "Show"}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
