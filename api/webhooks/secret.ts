import { randomBytes } from "node:crypto";
import { decryptSetting, encryptSetting } from "../instance/secretBox.js";

/** Plane's secrets start `plane_wh_`; ours say where they come from, so a leaked one is recognisable. */
const PREFIX = "cairn_wh_";

/** A new signing secret, in clear (shown once) and sealed under SECRET_KEY (stored). */
export function mintWebhookSecret(secretKey: string): { secret: string; sealed: string } {
  const secret = `${PREFIX}${randomBytes(32).toString("hex")}`;
  return { secret, sealed: encryptSetting(secretKey, secret) };
}

/** The clear secret the worker signs with; "" when it was sealed under another SECRET_KEY. */
export function openWebhookSecret(secretKey: string, sealed: string): string {
  return decryptSetting(secretKey, sealed);
}
