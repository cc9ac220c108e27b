import type { Next } from "koa";
import type { AppContext } from "../context.js";

export function securityHeaders() {
  return async function setSecurityHeaders(ctx: AppContext, next: Next): Promise<void> {
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("X-Frame-Options", "DENY");
    ctx.set("Referrer-Policy", "same-origin");
    return next();
  };
}
