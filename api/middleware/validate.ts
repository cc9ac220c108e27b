import type { Next } from "koa";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import { ValidationError } from "../errors.js";
import { issueMessage } from "./issueMessage.js";

export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export type Parsed<S extends InputSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never;
};

/**
 * Wraps a handler so that it only ever sees parsed input: body, query and params are checked against
 * their schemas first, and a failure is a 400 naming the field.
 */
export function withInput<S extends InputSchemas>(
  schemas: S,
  handler: (ctx: AppContext, input: Parsed<S>, next: Next) => Promise<void>,
) {
  return async function validated(ctx: AppContext, next: Next): Promise<void> {
    const input: Record<string, unknown> = {};
    if (schemas.params) input.params = parse(schemas.params, ctx.params, "path");
    if (schemas.query) input.query = parse(schemas.query, ctx.query, "query");
    if (schemas.body) input.body = parse(schemas.body, ctx.request.body ?? {}, "body");
    await handler(ctx, input as Parsed<S>, next);
  };
}

export function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value, { error: issueMessage });
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join(".") : where,
    message: issue.message,
  }));
  const first = details[0];
  throw new ValidationError(first ? `${first.path}: ${first.message}` : `Invalid ${where}.`, details);
}
