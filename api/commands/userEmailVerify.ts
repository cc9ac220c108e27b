import type { User } from "../../db/models/User.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockUser, writeUser } from "../users/accounts.js";

/** Marks the actor's address as theirs, once they have typed the code mailed to it; verified stays verified. */
export async function userEmailVerify(uow: UnitOfWork): Promise<User> {
  const user = await lockUser(uow.trx, uow.actor.id);
  return user.is_email_verified ? user : writeUser(uow, user, { is_email_verified: true });
}
