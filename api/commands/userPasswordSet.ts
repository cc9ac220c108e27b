import type { Knex } from "knex";
import { User } from "../../db/models/User.js";
import { hashPassword } from "../auth/passwords.js";

interface UserPasswordSetInput {
  trx: Knex.Transaction;
  userId: string;
  /** Already checked against the strength rule by the caller, which owns the error code to answer. */
  password: string;
}

/** Stores a password the user chose: from now on it is theirs, no longer auto-set by a magic-code sign-up. */
export async function userPasswordSet(input: UserPasswordSetInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return User.query(input.trx).patchAndFetchById(input.userId, {
    password_hash: passwordHash,
    is_password_autoset: false,
    updated_at: new Date(),
  });
}
