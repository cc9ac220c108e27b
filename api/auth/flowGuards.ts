import type { AppContext } from "../context.js";
import { AuthFlowError } from "../errors.js";
import { loadInstanceSettings, type InstanceSettings } from "../instance/settings.js";
import { limitAuthAttempt } from "./rateLimit.js";

/** Every sign-in flow starts here: the instance must be set up, and the caller within the rate limits. */
export async function beginAuthFlow(ctx: AppContext, email?: string): Promise<InstanceSettings> {
  const { db, config } = ctx.services;
  await limitAuthAttempt(db, ctx.ip, email);
  const settings = await loadInstanceSettings(db, config);
  if (!settings.isSetupDone) throw new AuthFlowError("INSTANCE_NOT_CONFIGURED");
  return settings;
}
