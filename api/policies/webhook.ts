import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/** Webhooks send the workspace's content to outside addresses: only its admins see and manage them (SPEC.md section 7). */
export function authorizeManageWebhooks(role: number): void {
  if (role < ROLE.ADMIN) throw new ForbiddenError("Only workspace admins can manage webhooks.");
}
