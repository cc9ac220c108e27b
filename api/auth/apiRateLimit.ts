import type { AppContext } from "../context.js";
import type { TokenRateWindow } from "../policies/apiToken.js";

/**
 * The public API's limit per token (issue 14), as Plane's ApiKeyRateThrottle answers it: every response
 * says how many requests are left in the window and when it starts again; over the limit, 429 with
 * DRF's throttled body and Retry-After. The count itself was taken by the token lookup's own statement.
 * Returns whether the request may go on.
 */
export function withinRateLimit(ctx: AppContext, rate: TokenRateWindow): boolean {
  const limit = ctx.services.config.apiRateLimitPerMinute;
  ctx.set("X-RateLimit-Limit", String(limit));
  ctx.set("X-RateLimit-Remaining", String(Math.max(0, limit - rate.count)));
  ctx.set("X-RateLimit-Reset", String(rate.resetAt));
  if (rate.count <= limit) return true;
  const detail = `Request was throttled. Expected available in ${rate.secondsLeft} second${rate.secondsLeft === 1 ? "" : "s"}.`;
  ctx.status = 429;
  ctx.body = { detail, error: detail, code: "throttled" };
  ctx.set("Retry-After", String(rate.secondsLeft));
  return false;
}
