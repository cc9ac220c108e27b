import type { ErrorShape } from "../../contract/errorShape.js";

/**
 * Error bodies on the public API v1, as Plane's DRF views answer them (api/views/base.py handle_exception):
 * authentication, permission and parse failures say `{"detail": ...}`; a refused field says
 * `{"field": ["message"]}` (a serializer's errors), a taken value `{"field": "message"}` (409); everything else
 * says `{"error": ...}`.
 */
export type V1ErrorBody = { detail: string } | { error: string } | Record<string, string[] | string>;

const NOT_PROVIDED = "Authentication credentials were not provided.";
const INVALID_KEY = "Given API token is not valid";
const NOT_FOUND = "The requested resource does not exist.";
const INTERNAL = "Something went wrong please try again later";
/** DRF names errors about the whole body, not one field, this way. */
const WHOLE_BODY = "non_field_errors";

/** `keyPresented`: the request carried an X-API-Key, so a 401 means that key is not (or no longer) valid. */
export function presentV1Error(status: number, shape: ErrorShape, keyPresented: boolean): V1ErrorBody {
  if (status === 401) return { detail: keyPresented ? INVALID_KEY : NOT_PROVIDED };
  if (status === 403 || shape.code === "parse_error") return { detail: shape.error };
  if (status === 404) return { error: NOT_FOUND };
  if (status >= 500) return { error: INTERNAL };
  if (status === 400 && shape.details && shape.details.length > 0) return byField(shape.details);
  // Plane names the taken field with a bare message: {"name": "The project name is already taken"}.
  if (status === 409 && shape.details?.[0]) return { [shape.details[0].path]: shape.details[0].message };
  return { error: shape.error };
}

function byField(details: NonNullable<ErrorShape["details"]>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { path, message } of details) {
    const field = path === "body" ? WHOLE_BODY : path;
    (fields[field] ??= []).push(message);
  }
  return fields;
}
