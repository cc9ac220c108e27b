import { bodyParser } from "@koa/bodyparser";
import type { Next } from "koa";
import type { AppContext } from "../context.js";
import { LIMITS } from "../contract/limits.js";
import { PayloadTooLargeError, ValidationError } from "../errors.js";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** JSON and form bodies only, with hard size caps; parse failures become 400 and 413, never 500. */
export function parseBodies() {
  const parse = bodyParser({
    enableTypes: ["json", "form"],
    parsedMethods: [...BODY_METHODS],
    jsonLimit: LIMITS.jsonBodyBytes,
    formLimit: LIMITS.formBodyBytes,
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new PayloadTooLargeError(`Request body is larger than the limit of ${LIMITS.jsonBodyBytes} bytes.`);
      if (status === 415) throw new ValidationError("Unsupported body encoding; send UTF-8.");
      throw new ValidationError("The request body is not valid JSON or form data.");
    },
  });
  // Reads (most requests) skip the parser without a promise hop of their own.
  return (ctx: AppContext, next: Next): Promise<void> => (BODY_METHODS.has(ctx.method) ? parse(ctx, next) : next());
}
