import type { User } from "../../db/models/User.js";
import type { CurrentUserShape } from "../contract/userShapes.js";

/** The current user, as GET /api/users/me/ returns it (Plane's field names). */
export function presentMe(user: User): CurrentUserShape {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    avatar: user.avatar,
    avatar_url: user.avatar || null,
    cover_image: user.cover_image,
    cover_image_url: user.cover_image,
    date_joined: user.date_joined.toISOString(),
    is_active: user.is_active,
    is_bot: user.is_bot,
    is_email_verified: user.is_email_verified,
    is_password_autoset: user.is_password_autoset,
    user_timezone: user.user_timezone,
    last_login_medium: user.last_login_medium,
  };
}
