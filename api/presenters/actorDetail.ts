import type { User } from "../../db/models/User.js";
import type { ActorDetailShape } from "../contract/workItemShapes.js";

/** Who wrote a comment or a history line (Plane's `actor_detail`); null once that account is gone. */
export function presentActorDetail(user: User | undefined): ActorDetailShape | null {
  if (!user) return null;
  return {
    id: user.id,
    display_name: user.display_name,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar,
    avatar_url: user.avatar || null,
    is_bot: user.is_bot,
  };
}
