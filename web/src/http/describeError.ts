import { ApiError } from "./client";

/**
 * A sentence a person can act on, for a failed request: what went wrong and what to do. `action` is
 * what was being attempted ("save your profile").
 */
export function describeError(error: unknown, action: string): string {
  if (!(error instanceof ApiError)) {
    return `Could not ${action}: Cairn did not answer. Check your connection and try again.`;
  }
  const { status, body } = error;
  if (status === 400 && body.details?.length) {
    const detail = body.details[0];
    return `Could not ${action}: ${detail ? `${fieldName(detail.path)} ${detail.message}` : body.error}. Correct it and try again.`;
  }
  if (status === 401) return `Could not ${action}: your session has ended. Sign in again.`;
  if (status === 403) return `Could not ${action}: the request was refused. Reload the page and try again.`;
  if (status === 429) return `Could not ${action}: too many attempts. Wait a few minutes and try again.`;
  if (status >= 500) return `Could not ${action}: something went wrong on Cairn's side. Try again in a moment.`;
  const reason = body.error ?? `the server answered ${status}`;
  return `Could not ${action}: ${reason}${/[.!?]$/.test(reason) ? "" : "."}`;
}

function fieldName(path: string): string {
  const last = path.split(".").pop() ?? path;
  return last.replace(/_/g, " ");
}
