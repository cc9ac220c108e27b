import type { ReactNode } from "react";
import { Button } from "../../../components/Button";

interface Props {
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** Nothing to send yet (an empty field). */
  disabled: boolean;
  /** Why the last try failed (useInlineSubmit), said under the fields. */
  error: string | null;
  children: ReactNode;
}

/** The add form at the foot of a widget: its fields, one submit button, and the failure under them. */
export function InlineAddForm({ onSubmit, submitLabel, busy, disabled, error, children }: Props) {
  return (
    <form
      className="widget__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="secondary" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
      {error && (
        <p className="field__error widget__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
