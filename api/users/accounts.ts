import type { Knex } from "knex";
import type { PartialModelObject } from "objection";
import type { Db } from "../../db/connection.js";
import { User } from "../../db/models/User.js";
import { AuthenticationError } from "../errors.js";
import { changedFields, domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentMe } from "../presenters/user.js";

/** The account with this (normalised) email, active or not. */
export async function userByEmail(db: Db, email: string): Promise<User | undefined> {
  return User.query(db).where("email", email).first();
}

/** The actor's own account row, locked for a change; an account gone since sign-in is signed out. */
export async function lockUser(trx: Knex.Transaction, userId: string): Promise<User> {
  const user = await User.query(trx).findById(userId).forUpdate();
  if (!user) throw new AuthenticationError();
  return user;
}

/**
 * Writes the actor's locked account row and tells them alone (`user.updated`, for their other tabs and
 * devices). A change nobody can see (a new password hash) is not announced.
 */
export async function writeUser({ trx, outbox, actor }: UnitOfWork, before: User, patch: PartialModelObject<User>): Promise<User> {
  const after = await User.query(trx).patchAndFetchById(before.id, { ...patch, updated_at: new Date() });
  const data = changedFields(presentMe(before), presentMe(after));
  if (Object.keys(data).length > 0) {
    outbox.add(domainEvent("user.updated", { id: after.id, workspace_id: null }, actor.id, data, toUsers(null, [after.id])));
  }
  return after;
}
