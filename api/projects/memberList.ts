import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { presentMemberList } from "./presentMemberships.js";

/** A project's active members, presented for `callerId`, by joining date. */
export async function projectMemberList(db: Knex, projectId: string, callerId: string) {
  const memberships = await ProjectMember.query(db).modify("active").where("project_id", projectId).orderBy("created_at").orderBy("id");
  return presentMemberList(db, memberships, callerId);
}
