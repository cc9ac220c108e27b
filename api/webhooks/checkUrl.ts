import type { Config } from "../config.js";
import { fieldError } from "../errors.js";
import { resolveWebhookTarget, WebhookTargetError } from "./targetGuard.js";

/** A webhook URL as a request gives it: a 400 naming `url` when the guard refuses it. Runs before any transaction (DNS may be slow). */
export async function checkWebhookUrl(config: Config, url: string): Promise<void> {
  try {
    await resolveWebhookTarget(url, config.allowPrivateWebhookTargets);
  } catch (error) {
    if (error instanceof WebhookTargetError) throw fieldError("url", error.message);
    throw error;
  }
}
