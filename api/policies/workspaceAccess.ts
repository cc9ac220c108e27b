import type { Db } from "../../db/connection.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { workspaceSlugProblem } from "../contract/workspaceSlug.js";
import { isUuid } from "../findInScope.js";

/** A workspace together with the caller's own active membership in it. */
export interface WorkspaceAccess {
  workspace: Workspace;
  membership: WorkspaceMember;
}

/** A URL names a workspace by slug, an event or a stored row by id. */
export type WorkspaceRef = { slug: string } | { workspaceId: string };

/** A row of ACCESS_COLUMNS: the workspace's columns and the member's, prefixed with membership_. */
export interface AccessRow {
  id: string;
  name: string;
  slug: string;
  organization_size: string | null;
  logo_url: string | null;
  timezone: string;
  owner_id: string;
  created_by_id: string | null;
  updated_by_id: string | null;
  created_at: Date;
  updated_at: Date;
  membership_id: string;
  membership_role: number;
  membership_is_active: boolean;
  membership_created_at: Date;
  membership_updated_at: Date;
}

/** The columns of an AccessRow, and where they come from: a statement that reads more (./projectAccess.ts) adds to both. */
export const ACCESS_COLUMNS = `workspaces.*, m.id as membership_id, m.role as membership_role, m.is_active as membership_is_active,
    m.created_at as membership_created_at, m.updated_at as membership_updated_at`;
export const ACCESS_FROM = "from workspaces join workspace_members as m on m.workspace_id = workspaces.id";
const ACCESS_SELECT = `select ${ACCESS_COLUMNS}
  ${ACCESS_FROM}`;
export const ACTIVE_MEMBER = "m.member_id = ? and m.is_active = true limit 1";

/** Per way of naming a workspace: its statement, and which keys could name one at all. */
const LOOKUPS = {
  slug: {
    sql: `${ACCESS_SELECT} where workspaces.slug = ? and ${ACTIVE_MEMBER}`,
    // A malformed or reserved slug is unknown without asking the database.
    possible: (slug: string) => workspaceSlugProblem(slug) === null,
  },
  id: { sql: `${ACCESS_SELECT} where workspaces.id = ? and ${ACTIVE_MEMBER}`, possible: isUuid },
};

/**
 * The tenant wall: the workspace and the user's active membership in it in one query, or null when there
 * is no such workspace or the user is not in it (callers answer both alike, so a stranger learns nothing
 * about which workspaces exist). It runs on every workspace request, so it is a prepared statement
 * (db/preparedQuery.ts) rather than a query built each time.
 */
export async function workspaceAccess(db: Db, ref: WorkspaceRef, userId: string): Promise<WorkspaceAccess | null> {
  const [lookup, key] = "slug" in ref ? [LOOKUPS.slug, ref.slug] : [LOOKUPS.id, ref.workspaceId];
  if (!lookup.possible(key)) return null;
  const [row] = await preparedRows<AccessRow>(db, lookup.sql, [key, userId]);
  return row ? toAccess(row, userId) : null;
}

export function toAccess(row: AccessRow, userId: string): WorkspaceAccess {
  const { membership_id, membership_role, membership_is_active, membership_created_at, membership_updated_at, ...workspaceColumns } = row;
  return {
    workspace: Workspace.fromJson(workspaceColumns, { skipValidation: true }),
    membership: WorkspaceMember.fromJson(
      {
        id: membership_id,
        workspace_id: row.id,
        member_id: userId,
        role: membership_role,
        is_active: membership_is_active,
        created_at: membership_created_at,
        updated_at: membership_updated_at,
      },
      { skipValidation: true },
    ),
  };
}
