import type { Db } from "../../db/connection.js";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import type { User } from "../../db/models/User.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/** instance_admins.role uses the rank scale of SPEC.md section 6; god-mode needs the Admin rank. */
export function isInstanceAdmin(admin: Pick<InstanceAdmin, "role"> | undefined): boolean {
  return admin !== undefined && admin.role >= ROLE.ADMIN;
}

export async function canAdministerInstance(db: Db, user: User): Promise<boolean> {
  return isInstanceAdmin(await InstanceAdmin.query(db).select("role").where("user_id", user.id).first());
}

export async function authorizeInstanceAdmin(db: Db, user: User): Promise<void> {
  if (!(await canAdministerInstance(db, user))) throw new ForbiddenError("Only instance admins can do this.");
}
