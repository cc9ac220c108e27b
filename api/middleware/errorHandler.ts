import type { Next } from "koa";
import { DBError, CheckViolationError, DataError, ForeignKeyViolationError, NotNullViolationError, UniqueViolationError } from "objection";
import type { ErrorShape } from "../contract/errorShape.js";
import type { AppContext } from "../context.js";
import { API_KEY_HEADER, isPublicApiPath } from "../auth/apiKey.js";
import { AuthFlowError, HttpError } from "../errors.js";
import { presentV1Error, type V1ErrorBody } from "../presenters/v1/error.js";

/** What the routers leave bodiless: no route for the path, or none for the method (with Allow set). */
const ROUTER_ANSWERS: Partial<Record<number, ErrorShape>> = {
  404: { error: "Not found.", code: "not_found" },
  405: { error: "This path does not take that method.", code: "method_not_allowed" },
};

/** Mounted first: every error becomes JSON with a status; nothing internal reaches the client. */
export function errorHandler(log: (message: string, error: unknown) => void) {
  return async function handleErrors(ctx: AppContext, next: Next): Promise<void> {
    try {
      await next();
      const unanswered = ctx.body === undefined ? ROUTER_ANSWERS[ctx.status] : undefined;
      if (unanswered) {
        // Set the status again: Koa turns a bare body into a 200 unless the status was set explicitly.
        const status = ctx.status;
        ctx.body = inDialect(ctx, status, unanswered);
        ctx.status = status;
      }
    } catch (error) {
      const { status, body } = toResponse(error);
      // Typed errors were logged, if at all, where they arose; anything else is a bug worth its stack.
      if (status >= 500 && !(error instanceof HttpError)) log(`${ctx.method} ${ctx.path} failed`, error);
      ctx.status = status;
      ctx.body = inDialect(ctx, status, body);
      if (status === 429) ctx.set("Retry-After", "600");
    }
  };
}

/** The public API v1 speaks Plane's error bodies; every other path, the app's own. */
function inDialect(ctx: AppContext, status: number, body: ErrorShape): ErrorShape | V1ErrorBody {
  return isPublicApiPath(ctx.path) ? presentV1Error(status, body, Boolean(ctx.get(API_KEY_HEADER))) : body;
}

function toResponse(error: unknown): { status: number; body: ErrorShape } {
  if (error instanceof AuthFlowError) {
    return {
      status: error.status,
      body: { error: error.message, code: error.code, error_code: error.errorCode, error_message: error.errorName, ...error.payload },
    };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.message, code: error.code, details: error.details } };
  }
  const state = sqlState(error);
  if (error instanceof UniqueViolationError || state === "23505") {
    return { status: 409, body: { error: "This already exists.", code: "conflict" } };
  }
  if (error instanceof ForeignKeyViolationError || state === "23503") {
    return { status: 409, body: { error: "A referenced record does not exist or is still in use.", code: "conflict" } };
  }
  if (
    error instanceof NotNullViolationError || error instanceof CheckViolationError || error instanceof DataError ||
    state === "23502" || state === "23514" || state?.startsWith("22")
  ) {
    return { status: 400, body: { error: "The request contains an invalid value.", code: "validation_error" } };
  }
  if (!(error instanceof DBError) && isClientHttpError(error)) {
    return { status: error.status, body: { error: error.message, code: "bad_request" } };
  }
  return { status: 500, body: { error: "Something went wrong on our side. Try again, and report it if it keeps happening.", code: "internal" } };
}

/**
 * The SQLSTATE of a database error that did not pass through an objection model (plain knex queries):
 * objection wraps only its own, so constraint and data errors of the others are told apart by code.
 */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Errors that Koa and its parsers raise for malformed requests carry a 4xx status and `expose`. */
function isClientHttpError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== "object" || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && expose === true;
}
