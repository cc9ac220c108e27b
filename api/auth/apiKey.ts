/** Plane's public API: authenticated by X-API-Key alone, never by the session cookie. */
export const PUBLIC_API_PREFIX = "/api/v1/";
export const API_KEY_HEADER = "x-api-key";

export function isPublicApiPath(path: string): boolean {
  return path.startsWith(PUBLIC_API_PREFIX);
}
