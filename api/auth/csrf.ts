import type { Next } from "koa";
import type { AppContext } from "../context.js";
import { CsrfError } from "../errors.js";
import { hmac, randomToken, safeEqual } from "./tokens.js";
import { SESSION_COOKIE } from "./sessions.js";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
export const CSRF_FORM_FIELD = "csrfmiddlewaretoken";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A token is `<random>.<hmac>`: only this server can mint one, and it must match the cookie (double submit). */
function mint(secret: string): string {
  const nonce = randomToken(24);
  return `${nonce}.${hmac(secret, nonce)}`;
}

function isGenuine(secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split(".");
  return !!nonce && !!signature && extra === undefined && safeEqual(signature, hmac(secret, nonce));
}

/** Returns the caller's token, issuing a new cookie when they have none (or a forged one). */
export function csrfTokenFor(ctx: AppContext): string {
  const { secretKey } = ctx.services.config;
  const existing = ctx.cookies.get(CSRF_COOKIE);
  if (existing && isGenuine(secretKey, existing)) return existing;
  const token = mint(secretKey);
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secure,
    maxAge: 365 * 24 * 3600 * 1000,
    overwrite: true,
  });
  return token;
}

function isForm(ctx: AppContext): boolean {
  return ctx.is("application/x-www-form-urlencoded", "multipart/form-data") !== false;
}

/**
 * State-changing requests are refused when they come from another origin, and need the token when they
 * ride on the session cookie or are HTML form posts (the two ways a browser can be made to send them).
 * A JSON request without the cookie cannot be forged cross-site: the browser would need a CORS preflight.
 */
export function csrfProtection() {
  return function checkCsrf(ctx: AppContext, next: Next): Promise<void> {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const origin = ctx.get("origin");
    // Built by hand: in Koa 3, ctx.origin echoes the request's own Origin header, so it would match any site.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (origin && origin !== ownOrigin && origin !== ctx.services.config.webUrl) {
      throw new CsrfError("Cross-origin request refused: CSRF check failed.");
    }
    if (!ctx.cookies.get(SESSION_COOKIE) && !isForm(ctx)) return next();
    const cookie = ctx.cookies.get(CSRF_COOKIE);
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const fromForm = typeof body?.[CSRF_FORM_FIELD] === "string" ? (body[CSRF_FORM_FIELD] as string) : undefined;
    const submitted = ctx.get(CSRF_HEADER) || fromForm;
    if (!cookie || !submitted) throw new CsrfError("CSRF token not found");
    if (!safeEqual(cookie, submitted) || !isGenuine(ctx.services.config.secretKey, submitted)) {
      throw new CsrfError("CSRF token is invalid. Reload the page and try again.");
    }
    if (body && fromForm !== undefined) delete body[CSRF_FORM_FIELD];
    return next();
  };
}
