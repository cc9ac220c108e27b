/**
 * How a work item list may be filtered, grouped, ordered and shown (SPEC.md sections 3 and 4), shared by
 * the list API, the saved user properties and the web app.
 */

/** Groupings our tables support today (Plane's names); cycle and module arrive with those features. */
export const GROUP_BY_OPTIONS = ["state", "state__group", "priority", "labels", "assignees", "created_by", "target_date"] as const;
export type GroupBy = (typeof GROUP_BY_OPTIONS)[number];

/** The group of an item without a value (no state, assignee, label or date), as Plane names it. */
export const NONE_GROUP = "None";

/** SPEC.md section 3 "Ordering options", each also accepted in the other direction, as Plane does. */
export const ORDER_BY_OPTIONS = [
  "sort_order", "-sort_order",
  "created_at", "-created_at",
  "updated_at", "-updated_at",
  "start_date", "-start_date",
  "target_date", "-target_date",
  "priority", "-priority",
] as const;
export type OrderBy = (typeof ORDER_BY_OPTIONS)[number];

/** The built-in workspace views (SPEC.md section 2) and a member's profile tabs. */
export const WORKSPACE_VIEWS = ["all-issues", "assigned", "created", "subscribed"] as const;
export type WorkspaceView = (typeof WORKSPACE_VIEWS)[number];
export const PROFILE_TYPES = ["assigned", "created", "subscribed"] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const LAYOUTS = ["list", "kanban", "calendar", "spreadsheet", "gantt_chart"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** SPEC.md section 3 "Display properties", all shown unless the person hides them. */
export const DISPLAY_PROPERTY_KEYS = [
  "assignee", "start_date", "due_date", "labels", "priority", "state", "sub_issue_count", "attachment_count",
  "link", "estimate", "key", "created_on", "updated_on", "modules", "cycle", "issue_type",
] as const;
export type DisplayPropertyKey = (typeof DISPLAY_PROPERTY_KEYS)[number];
export type DisplayProperties = Record<DisplayPropertyKey, boolean>;

/** SPEC.md section 3 "Per-scope filters": each a list of values, or null when unused. */
export const FILTER_KEYS = [
  "priority", "state", "state_group", "assignees", "mentions", "created_by", "labels", "cycle", "module",
  "start_date", "target_date", "project", "team_project", "subscriber", "issue_type",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string[] | null>;

export interface DisplayFilters {
  layout: Layout;
  group_by: GroupBy | null;
  sub_group_by: GroupBy | null;
  /**
   * Plane's kanban_filters: the groups folded away (board columns and list groups, by group name) and the
   * sub-groups (board swimlanes), kept with the other settings so that they survive a reload.
   */
  kanban_filters: KanbanFilters;
  order_by: OrderBy;
  type: "active" | "backlog" | null;
  sub_issue: boolean;
  show_empty_groups: boolean;
  calendar: { show_weekends: boolean; layout: "week" | "month" };
}

export interface KanbanFilters {
  group_by: string[];
  sub_group_by: string[];
}

export const DEFAULT_FILTERS: Filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as Filters;
export const DEFAULT_DISPLAY_PROPERTIES: DisplayProperties = Object.fromEntries(DISPLAY_PROPERTY_KEYS.map((key) => [key, true])) as DisplayProperties;
export const DEFAULT_DISPLAY_FILTERS: DisplayFilters = {
  layout: "list",
  group_by: null,
  sub_group_by: null,
  kanban_filters: { group_by: [], sub_group_by: [] },
  order_by: "sort_order",
  type: null,
  sub_issue: true,
  show_empty_groups: true,
  calendar: { show_weekends: true, layout: "month" },
};

/**
 * SPEC.md section 4 "Display filter rules" for a project's list: kanban needs a grouping (state here),
 * a kanban sub-group equal to the group is dropped, and no grouping means no sub-grouping.
 */
export function normaliseDisplayFilters(filters: DisplayFilters): DisplayFilters {
  const next = { ...filters };
  if (next.layout === "kanban" && !next.group_by) next.group_by = "state";
  if (next.layout === "kanban" && next.sub_group_by === next.group_by) next.sub_group_by = null;
  if (!next.group_by) next.sub_group_by = null;
  return next;
}

/** A person's saved way of looking at a project's work items (the user-properties endpoints). */
export interface WorkItemViewSettings {
  filters: Filters;
  display_filters: DisplayFilters;
  display_properties: DisplayProperties;
}

/** A change to them: the keys given replace the saved ones (calendar and kanban_filters entries one by one), the others stay. */
export interface WorkItemViewChange {
  filters?: Partial<Filters>;
  display_filters?: Partial<Omit<DisplayFilters, "calendar" | "kanban_filters">> & {
    calendar?: Partial<DisplayFilters["calendar"]>;
    kanban_filters?: Partial<KanbanFilters>;
  };
  display_properties?: Partial<DisplayProperties>;
}

/** The settings after a change, with the display filter rules applied: the server saves this, the web app shows it at once. */
export function mergeViewSettings(current: WorkItemViewSettings, change: WorkItemViewChange): WorkItemViewSettings {
  return {
    filters: { ...current.filters, ...change.filters },
    display_filters: normaliseDisplayFilters({
      ...current.display_filters,
      ...change.display_filters,
      calendar: { ...current.display_filters.calendar, ...change.display_filters?.calendar },
      kanban_filters: { ...current.display_filters.kanban_filters, ...change.display_filters?.kanban_filters },
    }),
    display_properties: { ...current.display_properties, ...change.display_properties },
  };
}

/** Global views replace sort_order with newest first (SPEC.md section 4). */
export function globalViewOrderBy(orderBy: OrderBy): OrderBy {
  return orderBy === "sort_order" ? "-created_at" : orderBy;
}
