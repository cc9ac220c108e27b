import type { Next } from "koa";
import type { AppContext } from "../context.js";
import { CsrfError } from "../errors.js";
import { hmac, randomToken, safeEqual } from "./tokens.js";
import { SESSION_COOKIE } from "./sessions.js";
import { isOwnOrigin } from "./origin.js";
import { isPublicApiPath } from "./apiKey.js";

export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
export const CSRF_FORM_FIELD = "csrfmiddlewaretoken";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A token is `<random>.<hmac>`, the hmac covering the session cookie it was issued beside: only this server
 * can mint one, it must match the csrftoken cookie (double submit), and a token planted from another
 * session (a cookie set by a sibling subdomain, say) is refused. Signing in changes the session cookie, so
 * a token from before is re-issued: the web app fetches its token again on the page load after sign-in.
 */
function signature(secret: string, nonce: string, session: string | undefined): string {
  // Prefixed, so that no other hmac made with this secret (magic codes, say) can pass for a CSRF signature.
  return hmac(secret, `csrf\n${nonce}\n${session ?? ""}`);
}

function mint(secret: string, session: string | undefined): string {
  const nonce = randomToken(24);
  return `${nonce}.${signature(secret, nonce, session)}`;
}

function isGenuine(secret: string, token: string, session: string | undefined): boolean {
  const [nonce, mac, extra] = token.split(".");
  return !!nonce && !!mac && extra === undefined && safeEqual(mac, signature(secret, nonce, session));
}

/** Returns the caller's token, issuing a new cookie when they have none, a forged one or one of another session. */
export function csrfTokenFor(ctx: AppContext): string {
  const { secretKey } = ctx.services.config;
  const session = ctx.cookies.get(SESSION_COOKIE);
  const existing = ctx.cookies.get(CSRF_COOKIE);
  if (existing && isGenuine(secretKey, existing, session)) return existing;
  const token = mint(secretKey, session);
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
  // ctx.is() answers null for a request without a body: that is no form post (curl -X PURGE, say).
  return typeof ctx.is("application/x-www-form-urlencoded", "multipart/form-data") === "string";
}

/**
 * State-changing requests are refused when they come from another origin, and need the token when they
 * ride on the session cookie or are HTML form posts (the two ways a browser can be made to send them).
 * A JSON request without the cookie cannot be forged cross-site: the browser would need a CORS preflight.
 */
export function csrfProtection() {
  return function checkCsrf(ctx: AppContext, next: Next): Promise<void> {
    // The public API never reads the session cookie, and X-API-Key is a header no other site can make a browser send.
    if (SAFE_METHODS.has(ctx.method) || isPublicApiPath(ctx.path)) return next();
    const origin = ctx.get("origin");
    // Built by hand: in Koa 3, ctx.origin echoes the request's own Origin header, so it would match any site.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (origin && !isOwnOrigin(origin, ownOrigin, ctx.services.config.webUrl)) {
      throw new CsrfError("Cross-origin request refused: CSRF check failed.");
    }
    const session = ctx.cookies.get(SESSION_COOKIE);
    if (!session && !isForm(ctx)) return next();
    const cookie = ctx.cookies.get(CSRF_COOKIE);
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const fromForm = typeof body?.[CSRF_FORM_FIELD] === "string" ? (body[CSRF_FORM_FIELD] as string) : undefined;
    const submitted = ctx.get(CSRF_HEADER) || fromForm;
    if (!cookie || !submitted) throw new CsrfError("CSRF token not found");
    if (!safeEqual(cookie, submitted) || !isGenuine(ctx.services.config.secretKey, submitted, session)) {
      throw new CsrfError("CSRF token is invalid. Reload the page and try again.");
    }
    if (body && fromForm !== undefined) delete body[CSRF_FORM_FIELD];
    return next();
  };
}
