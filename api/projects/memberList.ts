import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { User } from "../../db/models/User.js";
import { findInScope } from "../findInScope.js";
import { PROJECT_MEMBER_NOT_FOUND, projectMembershipOf } from "./membershipChanges.js";
import { presentMemberList, withPeople } from "./presentMemberships.js";

/** A project's active members, presented for `callerId`, by joining date. */
export async function projectMemberList(db: Knex, projectId: string, callerId: string) {
  return presentMemberList(db, await activeMemberships(db, projectId), callerId);
}

/** The same members as people (bots left out), in joining order: for presenters other than the app's (the public API v1). */
export async function projectMemberPeople(db: Knex, projectId: string) {
  return (await withPeople(db, await activeMemberships(db, projectId))).filter(({ user }) => !user.is_bot);
}

/** The person behind one active membership of the project (any other id is a 404). */
export async function projectMemberPerson(db: Knex, projectId: string, membershipId: string): Promise<User> {
  const membership = await projectMembershipOf(db, projectId, membershipId);
  return findInScope(membership.member_id, PROJECT_MEMBER_NOT_FOUND, () => User.query(db).findById(membership.member_id));
}

function activeMemberships(db: Knex, projectId: string) {
  return ProjectMember.query(db).modify("active").where("project_id", projectId).orderBy("created_at").orderBy("id");
}
