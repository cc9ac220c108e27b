import type { Knex } from "knex";
import { ProjectMember } from "../../db/models/ProjectMember.js";

interface MembershipRow {
  workspace_id: string;
  project_id: string;
  member_id: string;
  role: number;
}

/**
 * Makes these memberships active at these roles in one statement: new ones are inserted, existing ones
 * (someone who left, or is still in) take the given role. Returns the rows as they now are.
 */
export async function upsertMemberships(trx: Knex.Transaction, memberships: readonly MembershipRow[]): Promise<ProjectMember[]> {
  const rows = (await trx("project_members")
    .insert(memberships.map((membership) => ({ ...membership, is_active: true })))
    .onConflict(["project_id", "member_id"])
    .merge({ role: trx.raw("excluded.role"), is_active: true, updated_at: new Date() })
    .returning("*")) as Record<string, unknown>[];
  return rows.map((row) => ProjectMember.fromJson(row, { skipValidation: true }));
}
