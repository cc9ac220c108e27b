import type { Knex } from "knex";
import type { ProjectMember } from "../../db/models/ProjectMember.js";
import { User } from "../../db/models/User.js";
import { presentProjectMember } from "../presenters/projectMember.js";

/** Each membership with its person (people loaded in one query), in the order given, bots included. */
export async function withPeople(db: Knex, memberships: readonly ProjectMember[]) {
  const users = new Map((await User.query(db).whereIn("id", memberships.map((m) => m.member_id))).map((user) => [user.id, user]));
  return memberships.flatMap((membership) => {
    const user = users.get(membership.member_id);
    return user ? [{ membership, user }] : [];
  });
}

/** Memberships as a list shows them: bots left out (SPEC.md section 6), the caller first, then as given. */
export async function presentMemberList(db: Knex, memberships: readonly ProjectMember[], callerId: string) {
  const callerFirst = [...memberships].sort((a, b) => Number(b.member_id === callerId) - Number(a.member_id === callerId));
  return (await withPeople(db, callerFirst)).filter(({ user }) => !user.is_bot).map(({ membership, user }) => presentProjectMember(membership, user));
}
