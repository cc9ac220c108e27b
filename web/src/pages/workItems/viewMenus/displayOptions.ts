import {
  GROUP_BY_OPTIONS, type DisplayPropertyKey, type GroupBy, type Layout, type OrderBy,
} from "../../../../../api/contract/workItemDisplay";

export const GROUP_BY_LABELS: Record<GroupBy, string> = {
  state: "State",
  state__group: "State group",
  priority: "Priority",
  labels: "Labels",
  assignees: "Assignees",
  created_by: "Created by",
  target_date: "Target date",
};

/** The orderings the menu offers (SPEC.md section 3 "Ordering options"). */
const ORDER_BY_CHOICES: readonly { value: OrderBy; label: string }[] = [
  { value: "sort_order", label: "Manual" },
  { value: "-created_at", label: "Last created" },
  { value: "-updated_at", label: "Last updated" },
  { value: "start_date", label: "Start date" },
  { value: "target_date", label: "Due date" },
  { value: "-priority", label: "Priority" },
];

/** The reversed orderings the API also accepts; another client may have saved one, so it still reads. */
const OTHER_ORDER_LABELS: Record<Exclude<OrderBy, (typeof ORDER_BY_CHOICES)[number]["value"]>, string> = {
  "-sort_order": "Manual, reversed",
  created_at: "First created",
  updated_at: "Least recently updated",
  "-start_date": "Start date, latest first",
  "-target_date": "Due date, latest first",
  priority: "Priority, lowest first",
};

export function orderByChoices(current: OrderBy): readonly { value: OrderBy; label: string }[] {
  if (ORDER_BY_CHOICES.some((choice) => choice.value === current)) return ORDER_BY_CHOICES;
  return [...ORDER_BY_CHOICES, { value: current, label: OTHER_ORDER_LABELS[current as keyof typeof OTHER_ORDER_LABELS] }];
}

/**
 * The display properties the menu offers, in menu order, each shown by list rows, board cards and a
 * spreadsheet column. Estimate, modules, cycle and work item type are left out: Cairn has none of those
 * features yet, so a switch for them would change nothing (their saved values still round-trip).
 */
export const OFFERED_DISPLAY_PROPERTIES = [
  "key", "state", "priority", "assignee", "labels", "start_date", "due_date",
  "sub_issue_count", "attachment_count", "link", "created_on", "updated_on",
] as const satisfies readonly DisplayPropertyKey[];
export type OfferedDisplayProperty = (typeof OFFERED_DISPLAY_PROPERTIES)[number];

export const DISPLAY_PROPERTY_LABELS: Record<OfferedDisplayProperty, string> = {
  key: "ID",
  state: "State",
  priority: "Priority",
  assignee: "Assignee",
  labels: "Labels",
  start_date: "Start date",
  due_date: "Due date",
  sub_issue_count: "Sub-issue count",
  attachment_count: "Attachment count",
  link: "Link",
  created_on: "Created on",
  updated_on: "Updated on",
};

/**
 * Which parts of the Display menu mean something in each layout: calendar and timeline place items by
 * date, so they have no grouping; the calendar has no ordering; the calendar's chips and the timeline's
 * bars show the key and name only, so neither offers properties.
 */
export const LAYOUT_DISPLAY_OPTIONS: Record<Layout, { groupBy: boolean; subGroupBy: boolean; orderBy: boolean; showEmptyGroups: boolean; properties: boolean }> = {
  list: { groupBy: true, subGroupBy: false, orderBy: true, showEmptyGroups: true, properties: true },
  kanban: { groupBy: true, subGroupBy: true, orderBy: true, showEmptyGroups: true, properties: true },
  spreadsheet: { groupBy: false, subGroupBy: false, orderBy: true, showEmptyGroups: false, properties: true },
  calendar: { groupBy: false, subGroupBy: false, orderBy: false, showEmptyGroups: false, properties: false },
  gantt_chart: { groupBy: false, subGroupBy: false, orderBy: true, showEmptyGroups: false, properties: false },
};

/** A kanban board always has columns (normaliseDisplayFilters falls back to state), so only the list offers None. */
export function groupByChoices(layout: Layout): readonly (GroupBy | null)[] {
  return layout === "kanban" ? GROUP_BY_OPTIONS : [null, ...GROUP_BY_OPTIONS];
}

/** Swimlanes by anything but the columns' own grouping (SPEC.md section 4). */
export function subGroupByChoices(groupBy: GroupBy | null): readonly (GroupBy | null)[] {
  return [null, ...GROUP_BY_OPTIONS.filter((option) => option !== groupBy)];
}
