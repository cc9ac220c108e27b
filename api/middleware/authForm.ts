import type { Next } from "koa";
import type { z } from "zod";
import { safeNextPath, withQuery } from "../auth/redirects.js";
import type { AppContext } from "../context.js";
import { AuthFlowError } from "../errors.js";
import { parse } from "./validate.js";

interface FormEcho {
  email?: string;
  next_path?: string;
}

/**
 * An HTML form endpoint of the sign-in flows: the handler answers with the path to go to next; an
 * AuthFlowError (a coded failure, rate limiting included) becomes a redirect to `errorPath` carrying
 * error_code, error_message and whatever the user typed that the form should keep: email and
 * next_path always, plus the fields named in `echo` (never a secret).
 */
export function authForm<S extends z.ZodType>(
  schema: S,
  errorPath: (body: z.infer<S>, ctx: AppContext) => string,
  handler: (ctx: AppContext, body: z.infer<S>) => Promise<string>,
  echo: readonly (keyof z.infer<S> & string)[] = [],
) {
  return async function formEndpoint(ctx: AppContext, _next: Next): Promise<void> {
    const body = parse(schema, ctx.request.body ?? {}, "body");
    try {
      ctx.redirect(await handler(ctx, body));
    } catch (error) {
      if (!(error instanceof AuthFlowError)) throw error;
      const typed = body as FormEcho & Record<string, unknown>;
      const kept = Object.fromEntries(echo.map((name) => [name, typeof typed[name] === "string" ? typed[name] : undefined]));
      ctx.redirect(
        withQuery(errorPath(body, ctx), {
          error_code: String(error.errorCode),
          error_message: error.errorName,
          ...error.payload,
          ...kept,
          email: typed.email,
          next_path: safeNextPath(typed.next_path),
        }),
      );
    }
  };
}
