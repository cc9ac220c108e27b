import type { User } from "../../../db/models/User.js";
import { presentV1UserLite, type V1UserLiteShape } from "./userLite.js";

/** One member on v1's GET workspaces/{slug}/members/: the person (UserLite) with their workspace role. */
export type V1WorkspaceMemberShape = V1UserLiteShape & { role: number };

export function presentV1WorkspaceMember(user: User, role: number): V1WorkspaceMemberShape {
  return { ...presentV1UserLite(user), role };
}
