import { createHmac } from "node:crypto";

/**
 * How a delivery is signed, so a receiver knows it came from Cairn and is fresh:
 *
 * - `X-Plane-Signature`: hex HMAC-SHA256 of the raw request body with the webhook's secret, exactly as
 *   Plane signs, so receivers written for Plane verify Cairn's deliveries unchanged.
 * - `X-Cairn-Timestamp`: the Unix time (seconds) of this attempt.
 * - `X-Cairn-Signature`: `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">` with the same
 *   secret. A receiver that checks it and refuses timestamps more than a few minutes old cannot be fed a
 *   recorded delivery again: changing the timestamp breaks the signature.
 */
export function signDelivery(secret: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const hmac = (material: string) => createHmac("sha256", secret).update(material).digest("hex");
  return {
    "X-Plane-Signature": hmac(body),
    "X-Cairn-Timestamp": timestamp,
    "X-Cairn-Signature": `t=${timestamp},v1=${hmac(`${timestamp}.${body}`)}`,
  };
}
