import { useState } from "react";
import { ApiError } from "../http/client";
import { describeError } from "../http/describeError";

/** One message per field that has one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Options<Field extends string> {
  /** Words for the failure sentence: "create the project". */
  action: string;
  /** Empties the form's own fields; the errors and the failure are emptied here. */
  resetFields: () => void;
  onClose: () => void;
  /** Which fields a refusal from the server names; none means the failure is shown instead. */
  fieldErrors: (error: ApiError) => FieldErrors<Field>;
}

const anyError = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

/** A create dialog's errors, failure and busy flag; closing while saving is ignored, and success leaves the form empty. */
export function useCreateForm<Field extends string>({ action, resetFields, onClose, fieldErrors }: Options<Field>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    resetFields();
    setErrors({});
    setFailure(null);
  };

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  /** Shows the browser's own checks in `found`; only when they all pass is `create` sent, and `created` runs once the dialog has closed. */
  const submit = async <Created>(found: FieldErrors<Field>, create: () => Promise<Created>, created: (result: Created) => void) => {
    setErrors(found);
    setFailure(null);
    if (anyError(found)) return;
    setSaving(true);
    try {
      const result = await create();
      setSaving(false);
      reset();
      onClose();
      created(result);
    } catch (error) {
      setSaving(false);
      const fromServer = error instanceof ApiError ? fieldErrors(error) : {};
      setErrors(fromServer);
      if (!anyError(fromServer)) setFailure(describeError(error, action));
    }
  };

  return { errors, setErrors, failure, saving, close, submit };
}
