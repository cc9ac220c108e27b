import type { DisplayProperties, OrderBy } from "../../../../../../api/contract/workItemDisplay";
import type { OfferedDisplayProperty } from "../../viewMenus/displayOptions";

/** The field a sortable column orders by; the header toggles between it and its "-" twin. */
type SortField = "priority" | "start_date" | "target_date" | "created_at" | "updated_at";

export interface SpreadsheetColumn {
  /** The display property that shows or hides the column; the key has none, it sits beside the name. */
  property: Exclude<OfferedDisplayProperty, "key">;
  title: string;
  /** Fixed widths keep the header and the virtualised rows lined up without measuring. */
  width: number;
  sortField?: SortField;
}

/** A column for every property the Display menu offers (displayOptions.ts), in the order they show. */
const COLUMNS: readonly SpreadsheetColumn[] = [
  { property: "state", title: "State", width: 160 },
  { property: "priority", title: "Priority", width: 140, sortField: "priority" },
  { property: "assignee", title: "Assignees", width: 150 },
  { property: "labels", title: "Labels", width: 180 },
  { property: "start_date", title: "Start date", width: 150, sortField: "start_date" },
  { property: "due_date", title: "Due date", width: 150, sortField: "target_date" },
  { property: "created_on", title: "Created on", width: 130, sortField: "created_at" },
  { property: "updated_on", title: "Updated on", width: 130, sortField: "updated_at" },
  { property: "sub_issue_count", title: "Sub-issues", width: 110 },
  { property: "attachment_count", title: "Attachments", width: 120 },
  { property: "link", title: "Links", width: 90 },
];

/** The width of the sticky first column (key and name). */
export const NAME_COLUMN_WIDTH = 320;

export function visibleColumns(properties: Readonly<DisplayProperties>): SpreadsheetColumn[] {
  return COLUMNS.filter((column) => properties[column.property]);
}

type SortDirection = "ascending" | "descending" | "none";

export function sortDirection(column: SpreadsheetColumn, orderBy: OrderBy): SortDirection {
  if (!column.sortField) return "none";
  if (orderBy === column.sortField) return "ascending";
  if (orderBy === `-${column.sortField}`) return "descending";
  return "none";
}

/** A first click sorts ascending, a second descending, and so on. */
export function nextOrderBy(column: SpreadsheetColumn & { sortField: SortField }, orderBy: OrderBy): OrderBy {
  return orderBy === column.sortField ? `-${column.sortField}` : column.sortField;
}
