import type { User } from "../../../db/models/User.js";

/** A person on the public API v1 (Plane's UserLite): users/me, and wherever v1 expands a person. */
export interface V1UserLiteShape {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string;
  avatar_url: string | null;
  display_name: string;
}

export function presentV1UserLite(user: User): V1UserLiteShape {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    avatar_url: user.avatar || null,
    display_name: user.display_name,
  };
}
