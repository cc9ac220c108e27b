import { useState } from "react";
import { describeError } from "../../../http/describeError";

/**
 * For the widgets' add forms, which are not optimistic: while sending the button is busy; a failure
 * is said under the form (SPEC.md section 8 "inline") and the typed text stays. `action`: "add the link".
 */
export function useInlineSubmit(action: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      setError(describeError(failure, action));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
