import { useEffect, useRef, useState } from "react";
import { showToast } from "../../stores/toasts";
import { authErrorFromQuery, type AuthErrorInfo } from "./authErrors";

/** What a redirect back to an auth page carries: `?error_code=&error_message=&email=&next_path=` or `?success=true`. */
export interface AuthQuery {
  error: AuthErrorInfo | null;
  email: string;
  nextPath: string | undefined;
  /** A finished password reset (`success=true`). */
  success: boolean;
  params: URLSearchParams;
}

export function readAuthQuery(search: string): AuthQuery {
  const params = new URLSearchParams(search);
  return {
    error: authErrorFromQuery(params),
    email: params.get("email") ?? "",
    nextPath: params.get("next_path") || undefined,
    success: params.get("success") === "true",
    params,
  };
}

/** Parameters that describe one event; dropped from the address once read, so a reload starts clean. */
const ONE_OFF_PARAMS = ["error_code", "error_message", "success", "email"];

/**
 * Reads the query once, when the page opens; a toast-placed error is shown then, and the one-off
 * parameters leave the address bar (next_path and anything else stay).
 */
export function useAuthQuery(alsoDrop: readonly string[] = []): AuthQuery {
  const [query] = useState(() => readAuthQuery(window.location.search));
  const [dropped] = useState(() => [...ONE_OFF_PARAMS, ...alsoDrop]);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { error } = query;
    if (error?.placement === "toast") showToast({ tone: "danger", title: error.title, message: error.message });
    const url = new URL(window.location.href);
    for (const name of dropped) url.searchParams.delete(name);
    if (url.search !== window.location.search) window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [query, dropped]);
  return query;
}

/** The error a page opens with: a toast-placed one was already shown by useAuthQuery. */
export function errorForPage(query: AuthQuery): AuthErrorInfo | null {
  return query.error?.placement === "toast" ? null : query.error;
}

/** A same-site link that keeps the flow's context (email, next_path) across pages. */
export function authHref(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Shows an error where it belongs: toasts go to the toaster at once, the rest become page state. */
export function reportAuthError(error: AuthErrorInfo, setError: (error: AuthErrorInfo | null) => void): void {
  if (error.placement === "toast") {
    showToast({ tone: "danger", title: error.title, message: error.message });
    setError(null);
    return;
  }
  setError(error);
}

/** The inline message for one field, if the current error belongs under it. */
export function fieldError(error: AuthErrorInfo | null, field: NonNullable<AuthErrorInfo["field"]>): string | undefined {
  return error?.placement === "inline" && error.field === field ? error.message : undefined;
}
