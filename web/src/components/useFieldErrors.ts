import { useState } from "react";

/** One message per field that has one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const anyError = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

/**
 * A form's inline errors that follow the input. Nothing shows before the first submit; from then on the
 * form's own checks (`checks`, worked out from the current values at each render) are shown live, so an
 * error clears as soon as its field becomes valid. A refusal from the server stands until its field is
 * edited.
 */
export function useFieldErrors<Field extends string>(checks: FieldErrors<Field>) {
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors<Field>>({});
  const errors: FieldErrors<Field> = submitted ? { ...checks } : {};
  for (const [field, message] of Object.entries(fromServer) as [Field, string | undefined][]) {
    if (message) errors[field] = message;
  }

  return {
    errors,
    /** On submit: shows the checks from now on, and forgets earlier refusals; true when every check passes. */
    checkAll(): boolean {
      setSubmitted(true);
      setFromServer({});
      return !anyError(checks);
    },
    /** What the server refused, by field. */
    refuse(found: FieldErrors<Field>) {
      setFromServer(found);
    },
    /** The field changed: the server's refusal of its old value no longer applies. */
    edited(field: Field) {
      if (fromServer[field]) setFromServer(({ [field]: _gone, ...rest }) => rest as FieldErrors<Field>);
    },
    reset() {
      setSubmitted(false);
      setFromServer({});
    },
  };
}
