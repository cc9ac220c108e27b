import type { Knex } from "knex";
import type { PartialModelObject } from "objection";
import type { Db } from "../../db/connection.js";
import { Profile } from "../../db/models/Profile.js";
import { NotFoundError } from "../errors.js";
import { changedFields, domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentProfile } from "../presenters/profile.js";

const PROFILE_NOT_FOUND = "Profile not found";

export async function profileOf(db: Db, userId: string): Promise<Profile> {
  const profile = await Profile.query(db).where("user_id", userId).first();
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
  return profile;
}

/** The profile, locked: its changes read it first (onboarding steps merge), and must not lose each other's. */
export async function lockProfile(trx: Knex.Transaction, userId: string): Promise<Profile> {
  const profile = await Profile.query(trx).where("user_id", userId).forUpdate().first();
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
  return profile;
}

/**
 * Writes a locked profile and tells its owner: the profile is part of the person's own account, so its
 * change is a `user.updated` heard by them alone.
 */
export async function writeProfile({ trx, outbox, actor }: UnitOfWork, before: Profile, patch: PartialModelObject<Profile>): Promise<Profile> {
  const after = await Profile.query(trx).patchAndFetchById(before.id, { ...patch, updated_at: new Date() });
  const data = changedFields(presentProfile(before), presentProfile(after));
  outbox.add(domainEvent("user.updated", { id: actor.id, workspace_id: null }, actor.id, data, toUsers(null, [actor.id])));
  return after;
}
