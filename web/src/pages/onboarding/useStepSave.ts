import { useState } from "react";
import { describeError } from "../../http/describeError";

/** An onboarding step's save: busy while it runs, then on to the next step, or why it could not. */
export function useStepSave(what: string, onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(write: () => Promise<unknown>): Promise<void> {
    setSaving(true);
    try {
      await write();
      onDone();
    } catch (error) {
      setFailure(describeError(error, what));
      setSaving(false);
    }
  }

  return { saving, failure, clearFailure: () => setFailure(null), save };
}
