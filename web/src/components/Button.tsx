import type { ButtonHTMLAttributes, Ref } from "react";
import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "link";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and refuses further clicks so a form cannot be sent twice. */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the app; `type` defaults to "button" so only explicit submit buttons submit. */
export function Button({ variant = "primary", loading = false, fullWidth = false, className, disabled, children, type = "button", onClick, ...rest }: ButtonProps) {
  const classes = ["btn", `btn--${variant}`, fullWidth ? "btn--full" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
