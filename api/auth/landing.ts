import { Profile } from "../../db/models/Profile.js";
import type { Db } from "../../db/connection.js";
import { safeNextPath, withQuery } from "./redirects.js";

/** Where a freshly signed-in user goes: onboarding first if unfinished, then the page they asked for. */
export async function landingPath(db: Db, userId: string, nextPath: unknown): Promise<string> {
  const next = safeNextPath(nextPath);
  const profile = await Profile.query(db).select("is_onboarded").where("user_id", userId).first();
  if (!profile?.is_onboarded) return withQuery("/onboarding/", { next_path: next });
  return next ?? "/";
}
