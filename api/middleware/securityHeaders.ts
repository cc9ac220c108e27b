import type { Next } from "koa";
import type { AppContext } from "../context.js";

const HEADERS = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin" };

export function securityHeaders() {
  // Not async: every middleware on the hot path that needs no await skips a promise hop per request.
  return function setSecurityHeaders(ctx: AppContext, next: Next): Promise<void> {
    ctx.set(HEADERS);
    return next();
  };
}
