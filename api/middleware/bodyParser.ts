import { bodyParser } from "@koa/bodyparser";
import type { Next } from "koa";
import type { AppContext } from "../context.js";
import { LIMITS } from "../contract/limits.js";
import { PayloadTooLargeError, ValidationError } from "../errors.js";
import { nestsDeeperThan } from "../jsonDepth.js";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * JSON and form bodies only, with hard size caps and a nesting cap; parse failures become 400 and 413,
 * never 500. The nesting cap holds for every route, before any schema or clone walks the value: a
 * megabyte of brackets parses fine but overflows the stack of whatever recurses through it next.
 */
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
  const parseBounded = (ctx: AppContext, next: Next) =>
    parse(ctx, () => {
      if (nestsDeeperThan(ctx.request.body, LIMITS.jsonBodyMaxDepth)) {
        throw new ValidationError(`The request body nests more than ${LIMITS.jsonBodyMaxDepth} levels deep.`);
      }
      return next();
    });
  // Reads (most requests) skip the parser without a promise hop of their own.
  return (ctx: AppContext, next: Next): Promise<void> => (BODY_METHODS.has(ctx.method) ? parseBounded(ctx, next) : next());
}
