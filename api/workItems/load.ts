import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import type { StateGroup } from "../contract/workItems.js";
import type { WorkItemExtras } from "../presenters/workItem.js";

/**
 * A work item's assignees, labels, sub-issue, attachment and link counts and state group as select expressions over the issues row aliased
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
    // Uploaded attachments only, as the attachment list shows them.
    `(select count(*) from file_assets f where f.issue_id = ${alias}.id and f.entity_type = 'ISSUE_ATTACHMENT' and f.is_uploaded) as attachment_count`,
    `(select count(*) from issue_links k where k.issue_id = ${alias}.id) as link_count`,
    `(select s."group" from states s where s.id = ${alias}.state_id) as state__group`,
  ].join(", ");
}

export const EXTRAS_COLUMN_NAMES = ["assignee_ids", "label_ids", "sub_issues_count", "attachment_count", "link_count", "state__group"] as const;

function idList(value: unknown): string[] {
  return typeof value === "string" && value !== "" ? value.split(",") : [];
}

/** Splits the extras columns off a row read with extrasColumns(). */
export function extrasOf(row: Record<string, unknown>): WorkItemExtras {
  return {
    assignee_ids: idList(row.assignee_ids),
    label_ids: idList(row.label_ids),
    sub_issues_count: Number(row.sub_issues_count ?? 0),
    attachment_count: Number(row.attachment_count ?? 0),
    link_count: Number(row.link_count ?? 0),
    // A check constraint keeps the column to STATE_GROUPS.
    state__group: (row.state__group as StateGroup | null | undefined) ?? null,
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
