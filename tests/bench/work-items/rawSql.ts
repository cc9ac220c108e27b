import type { Db } from "../../../db/connection.js";

const LIVE = "project_id = ? and archived_at is null and is_draft = false";

/**
 * The grouped-by-state first page written by hand, the way the API reads it: the per-state totals, then
 * 50 rows of each state walked from issues_live_by_state. The API adds auth, the extras of the page
 * (assignees, labels, sub-issue counts) and JSON; this is the yardstick it is compared with.
 */
export async function rawGroupedPage(db: Db, projectId: string, perPage: number): Promise<number> {
  const totals = (await db.raw(`select state_id, count(*) as total from issues where ${LIVE} group by state_id`, [projectId])) as {
    rows: { state_id: string; total: number }[];
  };
  const page = (await db.raw(
    `select r.id, r.workspace_id, r.project_id, r.sequence_id, r.name, r.priority, r.state_id, r.parent_id, r.estimate_point,
            r.start_date, r.target_date, r.completed_at, r.archived_at, r.is_draft, r.is_epic, r.sort_order, r.created_by_id,
            r.updated_by_id, r.created_at, r.updated_at
     from unnest(?::uuid[]) as k(state_id)
     cross join lateral (select id from issues where ${LIVE} and state_id = k.state_id order by sort_order, id limit ?) p
     cross join lateral (select * from issues r where r.id = p.id) r
     order by r.state_id, r.sort_order, r.id`,
    [totals.rows.map((row) => row.state_id), projectId, perPage],
  )) as { rows: unknown[] };
  return page.rows.length;
}
