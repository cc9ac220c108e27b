import type { AuthErrorName } from "./contract/authErrorCodes.js";
import { AUTH_ERROR_CODES } from "./contract/authErrorCodes.js";

export interface ErrorDetail {
  path: string;
  message: string;
}

/** Base of every error a client is allowed to see; the error middleware turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(400, "validation_error", message, details);
  }
}

/** The 400 for one field, worded as request validation words it ("path: message"), so clients read one shape. */
export function fieldError(path: string, message: string): ValidationError {
  return new ValidationError(`${path}: ${message}`, [{ path, message }]);
}

export class AuthenticationError extends HttpError {
  constructor(message = "Authentication credentials were not provided.") {
    super(401, "not_authenticated", message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "You do not have permission to perform this action.") {
    super(403, "forbidden", message);
  }
}

export class CsrfError extends HttpError {
  constructor(message = "CSRF token not found") {
    super(403, "csrf_failed", message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = "Not found.") {
    super(404, "not_found", message);
  }
}

/** `field`, when one field's value is what collides (a taken name), is named in the details. */
export class ConflictError extends HttpError {
  constructor(message: string, field?: string) {
    super(409, "conflict", message, field ? [{ path: field, message }] : undefined);
  }
}

/**
 * A page whose state forbids the change (Plane answers these 400 too): locked or archived for an edit, not
 * yet archived for a delete. The code says which, for clients that word it their own way.
 */
export class PageStateError extends HttpError {
  constructor(code: "page_locked" | "page_archived" | "page_not_archived", message: string) {
    super(400, code, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = "Request body is too large.") {
    super(413, "payload_too_large", message);
  }
}

/** The configured mail server refused a message or could not be reached: not the client's fault. */
export class MailDeliveryError extends HttpError {
  constructor() {
    super(502, "mail_failed", "The email could not be sent: the mail server refused it or is unreachable. Try again later, or ask your administrator to check the SMTP settings in god-mode.");
  }
}

/**
 * An authentication-flow failure with one of the numeric codes of SPEC.md section 8.
 * JSON endpoints answer `{error_code, error_message}`; form endpoints redirect with the same pair.
 */
export class AuthFlowError extends HttpError {
  readonly errorCode: number;
  constructor(
    readonly errorName: AuthErrorName,
    status = 400,
    readonly payload: Record<string, string> = {},
  ) {
    super(status, "auth_error", errorName);
    this.errorCode = AUTH_ERROR_CODES[errorName];
  }
}

export class RateLimitedError extends AuthFlowError {
  constructor() {
    super("RATE_LIMIT_EXCEEDED", 429);
  }
}
