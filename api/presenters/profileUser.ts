import type { User } from "../../db/models/User.js";
import type { ProfileUserShape } from "../contract/profileShapes.js";
import { presentMemberUser } from "./workspaceMember.js";

/** Plane's user_data of a profile: the member as the member list shows them, and since when and where. */
export function presentProfileUser(user: User): ProfileUserShape {
  return { ...presentMemberUser(user), date_joined: new Date(user.date_joined).toISOString(), user_timezone: user.user_timezone };
}
