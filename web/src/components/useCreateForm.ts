import { useState } from "react";
import { ApiError } from "../http/client";
import { describeError } from "../http/describeError";
import { anyError, useFieldErrors, type FieldErrors } from "./useFieldErrors";

export type { FieldErrors };

interface Options<Field extends string> {
  /** Words for the failure sentence: "create the project". */
  action: string;
  /** The form's own checks on its current values, worked out at each render. */
  checks: FieldErrors<Field>;
  /** Empties the form's own fields; the errors and the failure are emptied here. */
  resetFields: () => void;
  onClose: () => void;
  /** Which fields a refusal from the server names; none means the failure is shown instead. */
  fieldErrors: (error: ApiError) => FieldErrors<Field>;
}

/** A create dialog's errors, failure and busy flag; closing while saving is ignored, and success leaves the form empty. */
export function useCreateForm<Field extends string>({ action, checks, resetFields, onClose, fieldErrors }: Options<Field>) {
  const { errors, checkAll, refuse, edited, reset: resetErrors } = useFieldErrors(checks);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    resetFields();
    resetErrors();
    setFailure(null);
  };

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  /**
   * Shows the form's checks; only when they all pass is `create` sent, and `created` runs once the dialog has
   * closed. With `keepOpen` ("create more") the dialog and its fields stay for the next one; `created` clears what should not carry over.
   */
  const submit = async <Created>(create: () => Promise<Created>, created: (result: Created) => void, { keepOpen = false } = {}) => {
    setFailure(null);
    if (!checkAll()) return;
    setSaving(true);
    try {
      const result = await create();
      setSaving(false);
      if (keepOpen) {
        resetErrors();
      } else {
        reset();
        onClose();
      }
      created(result);
    } catch (error) {
      setSaving(false);
      const fromServer = error instanceof ApiError ? fieldErrors(error) : {};
      refuse(fromServer);
      if (!anyError(fromServer)) setFailure(describeError(error, action));
    }
  };

  return { errors, edited, failure, saving, close, submit };
}
