import type { Next } from "koa";
import { DBError, CheckViolationError, DataError, ForeignKeyViolationError, NotNullViolationError, UniqueViolationError } from "objection";
import type { AppContext } from "../context.js";
import { AuthFlowError, HttpError } from "../errors.js";

interface ErrorBody {
  error: string;
  code: string;
  details?: { path: string; message: string }[];
  error_code?: number;
  error_message?: string;
}

/** Mounted first: every error becomes JSON with a status; nothing internal reaches the client. */
export function errorHandler(log: (message: string, error: unknown) => void) {
  return async function handleErrors(ctx: AppContext, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: "Not found.", code: "not_found" } satisfies ErrorBody;
      }
    } catch (error) {
      const { status, body } = toResponse(error);
      // Typed errors were logged, if at all, where they arose; anything else is a bug worth its stack.
      if (status >= 500 && !(error instanceof HttpError)) log(`${ctx.method} ${ctx.path} failed`, error);
      ctx.status = status;
      ctx.body = body;
      if (status === 429) ctx.set("Retry-After", "600");
    }
  };
}

function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AuthFlowError) {
    return {
      status: error.status,
      body: { error: error.message, code: error.code, error_code: error.errorCode, error_message: error.errorName, ...error.payload },
    };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof UniqueViolationError) {
    return { status: 409, body: { error: "This already exists.", code: "conflict" } };
  }
  if (error instanceof ForeignKeyViolationError) {
    return { status: 409, body: { error: "A referenced record does not exist or is still in use.", code: "conflict" } };
  }
  if (error instanceof NotNullViolationError || error instanceof CheckViolationError || error instanceof DataError) {
    return { status: 400, body: { error: "The request contains an invalid value.", code: "validation_error" } };
  }
  if (!(error instanceof DBError) && isClientHttpError(error)) {
    return { status: error.status, body: { error: error.message, code: "bad_request" } };
  }
  return { status: 500, body: { error: "Something went wrong on our side. Try again, and report it if it keeps happening.", code: "internal" } };
}

/** Errors that Koa and its parsers raise for malformed requests carry a 4xx status and `expose`. */
function isClientHttpError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== "object" || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && expose === true;
}
