import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import type { WorkItemExtras } from "../presenters/workItem.js";

/**
 * A work item's assignees, labels and sub-issue count as select expressions over the issues row aliased
 * `alias`: every read of work items (the lists' page queries, the detail) takes them in the same round trip
 * as the rows, by primary-key lookups on the page's items only (ordered by id, so the lookups are
 * index-only scans with no sort). Id lists travel as comma-joined text: the driver's array parser costs
 * more than the query that builds them.
 */
export function extrasColumns(alias: string): string {
  return [
    `array_to_string(array(select a.assignee_id from issue_assignees a where a.issue_id = ${alias}.id order by a.assignee_id), ',') as assignee_ids`,
    `array_to_string(array(select l.label_id from issue_labels l where l.issue_id = ${alias}.id order by l.label_id), ',') as label_ids`,
    `(select count(*) from issues c where c.parent_id = ${alias}.id and c.archived_at is null and c.is_draft = false) as sub_issues_count`,
  ].join(", ");
}

export const EXTRAS_COLUMN_NAMES = ["assignee_ids", "label_ids", "sub_issues_count"] as const;

function idList(value: unknown): string[] {
  return typeof value === "string" && value !== "" ? value.split(",") : [];
}

/** Splits the extras columns off a row read with extrasColumns(). */
export function extrasOf(row: Record<string, unknown>): WorkItemExtras {
  return {
    assignee_ids: idList(row.assignee_ids),
    label_ids: idList(row.label_ids),
    sub_issues_count: Number(row.sub_issues_count ?? 0),
  };
}

/** The extras of work items already loaded without them, in one query whatever their number. */
export async function loadWorkItemExtras(db: Knex, issues: readonly Issue[]): Promise<Map<string, WorkItemExtras>> {
  if (issues.length === 0) return new Map();
  const rows = (await db.select("i.id", db.raw(extrasColumns("i"))).from("issues as i").whereIn("i.id", issues.map((issue) => issue.id))) as Record<
    string,
    unknown
  >[];
  return new Map(rows.map((row) => [row.id as string, extrasOf(row)]));
}
