import type { Knex } from "knex";
import { User } from "../../../db/models/User.js";
import { WorkspaceMember } from "../../../db/models/WorkspaceMember.js";
import { findInScope } from "../../findInScope.js";
import { MEMBER_NOT_FOUND } from "../../workspaces/membershipChanges.js";

/** Someone outside the workspace (or a made-up id) has no profile in it: the same 404 either way. */
export async function assertProfileOwner(db: Knex, workspaceId: string, userId: string): Promise<void> {
  await findInScope(userId, MEMBER_NOT_FOUND, () => WorkspaceMember.query(db).findOne({ workspace_id: workspaceId, member_id: userId, is_active: true }));
}

/** The person a profile of this workspace is about, with the same 404 as assertProfileOwner, in one query. */
export async function findProfileOwner(db: Knex, workspaceId: string, userId: string): Promise<User> {
  return findInScope(userId, MEMBER_NOT_FOUND, () =>
    User.query(db)
      .select("users.*")
      .join("workspace_members as wm", "wm.member_id", "users.id")
      .findOne({ "users.id": userId, "wm.workspace_id": workspaceId, "wm.is_active": true }),
  );
}
