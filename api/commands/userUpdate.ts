import type { User } from "../../db/models/User.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockUser, writeUser } from "../users/accounts.js";

interface UserUpdateInput extends UnitOfWork {
  fields: {
    first_name?: string | undefined;
    last_name?: string | undefined;
    display_name?: string | undefined;
    avatar?: string | undefined;
    cover_image?: string | null | undefined;
    user_timezone?: string | undefined;
  };
}

/** The actor changes their own name, picture or time zone; nothing to change changes nothing. */
export async function userUpdate({ fields, ...uow }: UserUpdateInput): Promise<User> {
  const user = await lockUser(uow.trx, uow.actor.id);
  return Object.keys(fields).length ? writeUser(uow, user, fields) : user;
}
