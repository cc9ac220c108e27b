import type { Knex } from "knex";
import type { AnyEventEnvelope } from "../contract/events.js";
import { SYNC_PAGE_SIZE, type SyncPageShape } from "../contract/realtime.js";
import { canAccessProject } from "../policies/project.js";
import { viewerOf } from "../policies/projectAccess.js";
import { toVisibleProject, visibleProjectsQuery } from "../policies/projectVisibility.js";
import type { WorkspaceAccess } from "../policies/workspaceAccess.js";
import { SYNC_CATCH_UP_VERSIONS } from "./syncWindow.js";

export interface SyncPageRequest {
  /** The newest version the client holds: it wants what came after. */
  after: number;
  /** Only this project's content (with the workspace's and the caller's own events); already checked readable. */
  projectId: string | null;
}

interface LogRow {
  version: number;
  name: AnyEventEnvelope["name"];
  entity_id: string;
  project_id: string | null;
  actor_id: string | null;
  mutation_id: string | null;
  data: AnyEventEnvelope["data"];
}

/**
 * The changes of a workspace after `after` that the caller may see now (not when they were made: a member
 * removed from a project since then no longer gets its events), oldest first, one page at a time. The
 * audience of each logged event is checked as the hub's rooms check it: a `users` event is for those
 * users, a `workspace` event for every member (the caller is one), a `project` event for those who can
 * read that project, archived or not (SPEC.md section 6, api/policies). The hub also lists project.*
 * events to people who only see the project (its projectFamily); a page leaves those out.
 */
export async function syncPage(db: Knex, access: WorkspaceAccess, request: SyncPageRequest): Promise<SyncPageShape> {
  const workspaceId = access.workspace.id;
  // The current version first: every version up to it has committed (api/events/syncVersions.ts), so
  // the log read after it holds all of them.
  const current = await currentVersion(db, workspaceId);
  if (await mustRefetch(db, workspaceId, request.after, current)) {
    return { events: [], last_version: current, has_more: false, refetch: true };
  }

  const userId = access.membership.member_id;
  const readable = await readableProjectIds(db, access);
  const query = db("sync_log")
    .select<LogRow[]>("version", "name", "entity_id", "project_id", "actor_id", "mutation_id", "data")
    .where("workspace_id", workspaceId)
    .where("version", ">", request.after)
    .where("version", "<=", current)
    .where((audience) =>
      audience
        .whereRaw("audience->>'kind' = 'workspace'")
        .orWhereRaw("audience->>'kind' = 'users' and audience->'user_ids' @> ?::jsonb", [JSON.stringify([userId])])
        // jsonb_exists is the `?` operator, which knex would read as a binding.
        .orWhereRaw("audience->>'kind' = 'project' and jsonb_exists(?::jsonb, audience->>'project_id')", [JSON.stringify(readable)]),
    )
    .orderBy("version")
    .limit(SYNC_PAGE_SIZE + 1);
  const projectId = request.projectId;
  if (projectId) {
    query.where((scope) => scope.whereRaw("audience->>'kind' <> 'project'").orWhereRaw("audience->>'project_id' = ?", [projectId]));
  }

  const rows = await query;
  const hasMore = rows.length > SYNC_PAGE_SIZE;
  const page = rows.slice(0, SYNC_PAGE_SIZE);
  const events = page.map((row) => toEnvelope(workspaceId, row));
  // With more to come, the page ends at its last event; otherwise it covers everything up to now,
  // including the versions the caller may not see, so the client never asks for those again.
  const lastVersion = hasMore ? Number(page[page.length - 1]?.version) : current;
  return { events, last_version: lastVersion, has_more: hasMore, refetch: false };
}

/** The workspace's newest version: every change up to it has committed. */
export async function currentVersion(db: Knex, workspaceId: string): Promise<number> {
  const row = (await db("workspace_sync").where("workspace_id", workspaceId).first("last_version")) as { last_version: number } | undefined;
  return row ? Number(row.last_version) : 0;
}

/**
 * A client must reload its views rather than catch up when it claims a version the workspace never
 * reached (the database was restored, or it mixed up workspaces), when it is further behind than the
 * catch-up window, or when the log no longer reaches back to the version after its own (pruned).
 */
async function mustRefetch(db: Knex, workspaceId: string, after: number, current: number): Promise<boolean> {
  if (after > current) return true;
  if (after === current) return false;
  if (current - after > SYNC_CATCH_UP_VERSIONS) return true;
  const oldest = (await db("sync_log").where("workspace_id", workspaceId).min("version as version").first()) as { version: number | null } | undefined;
  return oldest?.version === null || oldest?.version === undefined || after + 1 < Number(oldest.version);
}

/** Projects whose content the caller may read now, archived ones included: their events stay theirs. */
async function readableProjectIds(db: Knex, access: WorkspaceAccess): Promise<string[]> {
  const viewer = viewerOf(access);
  const rows = await visibleProjectsQuery(db, access.workspace.id, viewer, "any");
  return rows
    .map((row) => toVisibleProject(row, viewer))
    .filter(({ role }) => canAccessProject(role, "read"))
    .map(({ project }) => project.id);
}

/** A log row as the hub sent it: the envelope without its audience. */
function toEnvelope(workspaceId: string, row: LogRow): AnyEventEnvelope {
  return {
    name: row.name,
    id: row.entity_id,
    workspace_id: workspaceId,
    project_id: row.project_id,
    actor_id: row.actor_id,
    version: Number(row.version),
    mutation_id: row.mutation_id,
    data: row.data,
  } as AnyEventEnvelope;
}
