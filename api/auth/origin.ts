/**
 * Whether a browser's Origin header names Cairn itself: the address the request reached (its own
 * origin) or the configured WEB_URL. A page of another site cannot forge the header, so REST's CSRF
 * check and the realtime hub's handshake both refuse anything else by this one rule.
 */
export function isOwnOrigin(origin: string, ownOrigin: string, webUrl: string): boolean {
  return origin === ownOrigin || origin === webUrl;
}
