import { PasswordField, type PasswordFieldProps } from "./PasswordField";

export type AccountPasswordFieldProps = Omit<PasswordFieldProps, "label" | "name" | "autoComplete">;

/**
 * The account's password on the sign-in and sign-up forms. Given a strength it is a new password:
 * the meter shows and password managers offer to generate one; without, they offer the saved one.
 */
export function AccountPasswordField({ strength, ...field }: AccountPasswordFieldProps) {
  return <PasswordField {...field} label="Password" name="password" autoComplete={strength === undefined ? "current-password" : "new-password"} strength={strength} />;
}
