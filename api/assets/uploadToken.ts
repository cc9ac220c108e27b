import { hmac, safeEqual } from "../auth/tokens.js";

/** Long enough for a 5 MB upload on a slow line, short enough that a leaked token soon stops working. */
export const UPLOAD_TOKEN_TTL_SECONDS = 600;

/**
 * Stands in for S3's signed POST policy: `<expires>.<signature>` over the asset, the uploader and the
 * expiry, so the token works for one asset, one user and a few minutes only.
 */
export function signUploadToken(secret: string, assetId: string, userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  return `${expires}.${hmac(secret, `upload:${assetId}:${userId}:${expires}`)}`;
}

export function isValidUploadToken(secret: string, token: string, assetId: string, userId: string, now = Date.now()): boolean {
  const [expires, signature, extra] = token.split(".");
  if (!expires || !signature || extra !== undefined || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  return safeEqual(signature, hmac(secret, `upload:${assetId}:${userId}:${expires}`));
}
