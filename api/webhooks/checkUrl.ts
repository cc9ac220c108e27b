import type { Db } from "../../db/connection.js";
import { fieldError } from "../errors.js";
import { privateWebhookTargetsAllowed } from "../instance/settings.js";
import { resolveWebhookTarget, WebhookTargetError } from "./targetGuard.js";

/**
 * A webhook URL as a request gives it: a 400 naming `url` when the guard refuses it, private targets
 * allowed only while the instance admin's god-mode switch says so. Runs before any transaction (DNS may be slow).
 */
export async function checkWebhookUrl(db: Db, url: string): Promise<void> {
  try {
    await resolveWebhookTarget(url, await privateWebhookTargetsAllowed(db));
  } catch (error) {
    if (error instanceof WebhookTargetError) throw fieldError("url", error.message);
    throw error;
  }
}
