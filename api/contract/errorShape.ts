/** Every error answer of the API (api/middleware/errorHandler.ts). */
export interface ErrorShape {
  error: string;
  /** Stable and machine-readable: validation_error, not_authenticated, forbidden, not_found, conflict, ... */
  code: string;
  /** For a 400: each field that was refused, by its path in the request. */
  details?: { path: string; message: string }[];
  /** Authentication-flow failures: the numeric code and name of SPEC.md section 8. */
  error_code?: number;
  error_message?: string;
}
