import type { Next } from "koa";
import { Workspace } from "../../db/models/Workspace.js";
import { preparedRows } from "../../db/preparedQuery.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { requireUser } from "../auth/sessions.js";
import { workspaceSlugProblem } from "../contract/workspaceSlug.js";
import type { AppContext, WorkspaceScope } from "../context.js";
import { NotFoundError } from "../errors.js";

export const WORKSPACE_NOT_FOUND = "Workspace not found";

interface ScopeRow {
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

const SCOPE_SQL = `select workspaces.*, m.id as membership_id, m.role as membership_role, m.is_active as membership_is_active,
    m.created_at as membership_created_at, m.updated_at as membership_updated_at
  from workspaces join workspace_members as m on m.workspace_id = workspaces.id
  where workspaces.slug = ? and m.member_id = ? and m.is_active = true limit 1`;

/**
 * The tenant wall. Loads the workspace named by :slug together with the caller's active membership in
 * one query; an unknown slug and a workspace the caller is not in get the same 404, so a stranger learns
 * nothing about which workspaces exist. Everything after it reads `ctx.state.workspace`. It runs on every
 * workspace request, so it is a prepared statement (db/preparedQuery.ts) rather than a query built each time.
 */
export function workspaceMember() {
  return async function requireWorkspaceMember(ctx: AppContext, next: Next): Promise<void> {
    const user = requireUser(ctx);
    const slug = ctx.params.slug;
    // A slug no workspace could have (malformed or reserved) is unknown without asking the database.
    if (typeof slug !== "string" || workspaceSlugProblem(slug) !== null) throw new NotFoundError(WORKSPACE_NOT_FOUND);
    const [row] = await preparedRows<ScopeRow>(ctx.services.db, "workspace_scope", SCOPE_SQL, [slug, user.id]);
    if (!row) throw new NotFoundError(WORKSPACE_NOT_FOUND);
    ctx.state.workspace = toScope(row, user.id);
    return next();
  };
}

function toScope(row: ScopeRow, userId: string): WorkspaceScope {
  const {
    membership_id,
    membership_role,
    membership_is_active,
    membership_created_at,
    membership_updated_at,
    ...workspaceColumns
  } = row;
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

/** The scope the tenant wall set; only routes mounted behind workspaceMember() call this. */
export function requireWorkspace(ctx: AppContext): WorkspaceScope {
  const scope = ctx.state.workspace;
  if (!scope) throw new Error("requireWorkspace() called on a route without the workspaceMember() guard.");
  return scope;
}
