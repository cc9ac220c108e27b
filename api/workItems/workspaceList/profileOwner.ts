import type { Knex } from "knex";
import { User } from "../../../db/models/User.js";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { NotFoundError } from "../../errors.js";
import { findInScope } from "../../findInScope.js";
import { MEMBER_NOT_FOUND } from "../../workspaces/membershipChanges.js";

/** Someone outside the workspace (or a made-up id) has no profile in it: the same 404 either way. */
export async function assertProfileOwner(db: Knex, workspaceId: string, userId: string): Promise<void> {
  await findInScope(userId, MEMBER_NOT_FOUND, () => WorkspaceMember.query(db).findOne({ workspace_id: workspaceId, member_id: userId, is_active: true }));
}

/** The person a profile of this workspace is about, with the same 404 as assertProfileOwner. */
export async function findProfileOwner(db: Knex, workspaceId: string, userId: string): Promise<User> {
  await assertProfileOwner(db, workspaceId, userId);
  const user = await User.query(db).findById(userId);
  if (!user) throw new NotFoundError(MEMBER_NOT_FOUND);
  return user;
}
