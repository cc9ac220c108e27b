import type { ErrorShape } from "../../../api/contract/errorShape";
import { newMutationId } from "./mutationIds";
/** The one way the web app talks to the server: JSON, same-origin cookies, CSRF header on writes. */
/** An error answer: the API's shape, any part of which may be missing when something in between answered (a proxy, a dropped connection). */
export type ApiErrorBody = Partial<ErrorShape>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.error ?? `Request failed with status ${status}`);
  }
}

let csrfToken: string | undefined;

export async function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    const response = await fetch("/auth/get-csrf-token/", { credentials: "same-origin" });
    csrfToken = ((await response.json()) as { csrf_token: string }).csrf_token;
  }
  return csrfToken;
}

/**
 * What every state-changing request carries: the CSRF token, and a mutation id so that this tab knows the
 * resulting socket event for its own (http/mutationIds.ts).
 */
export async function writeHeaders(): Promise<{ "X-CSRFToken": string; "X-Mutation-Id": string }> {
  return { "X-CSRFToken": await getCsrfToken(), "X-Mutation-Id": newMutationId() };
}

/** SPEC.md section 2: a 401 sends the user to the root page, keeping where they were as next_path. */
function redirectToSignIn(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(here === "/" ? "/" : `/?next_path=${encodeURIComponent(here)}`);
}

interface RequestOptions {
  /** Answer 401 with an ApiError instead of leaving the page (used by the initial "who am I" check). */
  allowUnauthenticated?: boolean;
  /** Abandons the request when the answer is no longer wanted (a picker whose text changed). */
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET") Object.assign(headers, await writeHeaders());
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) {
    if (response.status === 401 && !options.allowUnauthenticated) redirectToSignIn();
    throw new ApiError(response.status, data as ApiErrorBody);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body ?? {}, options),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};

/**
 * The sign-in endpoints are HTML form posts answered with redirects (as in Plane), so the browser
 * submits a real form and follows the redirect itself.
 */
export async function submitAuthForm(action: string, fields: Record<string, string | undefined>): Promise<void> {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = action;
  form.hidden = true;
  const all = { csrfmiddlewaretoken: await getCsrfToken(), ...fields };
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined || value === "") continue;
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
