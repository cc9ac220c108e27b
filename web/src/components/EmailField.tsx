import { LIMITS } from "../../../api/contract/limits";
import { TextField, type TextFieldProps } from "./TextField";

export type EmailFieldProps = Omit<TextFieldProps, "label" | "name" | "type" | "inputMode" | "placeholder" | "maxLength">;

/** The email a person types to sign in, sign up or reset a password: one label, keyboard and length limit everywhere. */
export function EmailField({ autoComplete = "email", ...field }: EmailFieldProps) {
  return (
    <TextField
      {...field}
      label="Email"
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder="name@company.com"
      maxLength={LIMITS.emailMaxLength}
    />
  );
}
