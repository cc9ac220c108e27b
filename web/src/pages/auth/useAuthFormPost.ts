import { useEffect, useState } from "react";
import { submitAuthForm } from "../../http/client";
import { authErrorFromException, type AuthErrorInfo } from "./authErrors";
import { reportAuthError } from "./authQuery";

/**
 * Posts an auth form as a real form post: the page leaves and the server redirects, so `busy` only
 * falls back when the post could not start. Coming back with the Back button (a page restored from
 * the back/forward cache) must not find the form stuck busy.
 */
export function useAuthFormPost(setError: (error: AuthErrorInfo | null) => void) {
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function post(action: string, fields: Record<string, string | undefined>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await submitAuthForm(action, fields);
    } catch (failure) {
      setBusy(false);
      reportAuthError(authErrorFromException(failure), setError);
    }
  }

  return { busy, setBusy, post };
}
