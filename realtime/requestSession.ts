import type { IncomingHttpHeaders } from "node:http";
import type { Services } from "../api/context.js";
import { isOwnOrigin } from "../api/auth/origin.js";
import { SESSION_COOKIE } from "../api/auth/sessions.js";
import { actorForSession, type SignedInSession } from "../api/policies/session.js";

/**
 * The two questions every realtime connection answers before anything else, the hub's handshake
 * (/socket.io) and the document server's (/live) alike: does it come from a page of Cairn, and whose
 * session does its cookie carry.
 */

/**
 * A browser sends Origin on every cross-origin request and on WebSocket upgrades, but not on a same-origin
 * polling GET; a client without one is not a page of another site.
 */
export function fromOwnOrigin(headers: IncomingHttpHeaders, secure: boolean, services: Services): boolean {
  const origin = headers.origin;
  return !origin || isOwnOrigin(origin, ownOrigin(headers, secure, services.config.trustProxy), services.config.webUrl);
}

/** The origin the request reached, as Koa's ctx.protocol and ctx.host read it (behind a trusted proxy, its X-Forwarded-*). */
function ownOrigin(headers: IncomingHttpHeaders, secure: boolean, trustProxy: boolean): string {
  const forwarded = (name: string) => (trustProxy ? String(headers[name] ?? "").split(",")[0]?.trim() : "");
  const protocol = forwarded("x-forwarded-proto") || (secure ? "https" : "http");
  return `${protocol}://${forwarded("x-forwarded-host") || headers.host}`;
}

/**
 * Who the request signs in: a browser's session cookie, through the same lookup and cache as REST.
 * An API token (the API tokens issue) will be a second way in, beside this one.
 */
export function sessionOfCookie(services: Services, cookieHeader: string | undefined): SignedInSession | null | Promise<SignedInSession | null> {
  const token = cookieValue(cookieHeader, SESSION_COOKIE);
  return token ? actorForSession(services.db, services.sessionCache, token) : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}
