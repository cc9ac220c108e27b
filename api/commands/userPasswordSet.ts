import type { User } from "../../db/models/User.js";
import { hashPassword } from "../auth/passwords.js";
import { endAllSessions } from "../auth/sessions.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockUser, writeUser } from "../users/accounts.js";

interface UserPasswordSetInput extends UnitOfWork {
  /** Already checked against the strength rule by the caller, which owns the error code to answer. */
  password: string;
  /** Ends every session of the account, the caller's own included: whoever knew the old password is out. */
  signOutEverywhere: boolean;
}

/** Stores a password the actor chose: from now on it is theirs, no longer auto-set by a magic-code sign-up. */
export async function userPasswordSet({ password, signOutEverywhere, ...uow }: UserPasswordSetInput): Promise<User> {
  // Hashed before the row is locked: the hash is slow on purpose.
  const passwordHash = await hashPassword(password);
  const user = await lockUser(uow.trx, uow.actor.id);
  const updated = await writeUser(uow, user, { password_hash: passwordHash, is_password_autoset: false });
  if (signOutEverywhere) await endAllSessions(uow.trx, user.id);
  return updated;
}
