import type { FilterKey } from "../../../../../api/contract/workItemDisplay";
import { STATE_GROUPS } from "../../../stores/projectStates";
import type { ProjectLookups } from "../useProjectLookups";
import { formatDay, PRIORITY_OPTIONS } from "../workItemDisplay";

/** The list API's word for "has none" in the assignee and label filters (api/routes/workItems/listSchema.ts). */
const NONE_VALUE = "None";

type DateFilterKey = "start_date" | "target_date";

/** The filters the menu offers, in menu order: the ones the list API reads (cycle and module come with those features). */
export const FILTER_SECTIONS = [
  { key: "priority", title: "Priority" },
  { key: "state", title: "State" },
  { key: "state_group", title: "State group" },
  { key: "assignees", title: "Assignees" },
  { key: "created_by", title: "Created by" },
  { key: "labels", title: "Labels" },
  { key: "mentions", title: "Mentions" },
  { key: "start_date", title: "Start date" },
  { key: "target_date", title: "Target date" },
] as const satisfies readonly { key: FilterKey; title: string }[];

export type MenuFilterKey = (typeof FILTER_SECTIONS)[number]["key"];

export interface FilterOption {
  value: string;
  label: string;
  /** A swatch before the label (states, labels). */
  color?: string;
}

/** Plane's relative presets: from that many weeks or months ahead onwards ("1_weeks;after;fromnow"). */
export const DATE_PRESETS: readonly FilterOption[] = [
  { value: "1_weeks;after;fromnow", label: "1 week from now" },
  { value: "2_weeks;after;fromnow", label: "2 weeks from now" },
  { value: "1_months;after;fromnow", label: "1 month from now" },
  { value: "2_months;after;fromnow", label: "2 months from now" },
];

export const isDateKey = (key: MenuFilterKey): key is DateFilterKey => key === "start_date" || key === "target_date";

const CUSTOM_DATE = /^(\d{4}-\d{2}-\d{2});(after|before)$/;
const RELATIVE_DATE = /^(\d+)_(weeks|months);(after|before);(fromnow|ago)$/;

/** A custom bound ("2026-01-01;after") split into its side and day, or null for a preset. */
export function customDateBound(entry: string): { side: "after" | "before"; day: string } | null {
  const match = CUSTOM_DATE.exec(entry);
  return match ? { side: match[2] as "after" | "before", day: match[1] ?? "" } : null;
}

/** The choices of one (non-date) section; "None" entries let people find items with no assignee or label. */
export function filterOptions(key: Exclude<MenuFilterKey, DateFilterKey>, lookups: ProjectLookups): FilterOption[] {
  const people = lookups.members.map(({ member }) => ({ value: member.id, label: member.display_name }));
  switch (key) {
    case "priority":
      return PRIORITY_OPTIONS;
    case "state":
      return lookups.states.map((state) => ({ value: state.id, label: state.name, color: state.color }));
    case "state_group":
      return STATE_GROUPS.map(({ group, label }) => ({ value: group, label }));
    case "assignees":
      return [{ value: NONE_VALUE, label: "No assignee" }, ...people];
    case "labels":
      return [{ value: NONE_VALUE, label: "No labels" }, ...lookups.labels.map((label) => ({ value: label.id, label: label.name, color: label.color }))];
    case "created_by":
    case "mentions":
      return people;
  }
}

function describeDate(entry: string): string {
  const preset = DATE_PRESETS.find((option) => option.value === entry);
  if (preset) return preset.label;
  const custom = customDateBound(entry);
  if (custom) return `${custom.side === "after" ? "On or after" : "On or before"} ${formatDay(custom.day)}`;
  // Saved by another client (Plane's "ago" entries): still readable.
  const relative = RELATIVE_DATE.exec(entry);
  if (!relative) return entry;
  const [, amount, unit, side, towards] = relative;
  return `${side === "after" ? "After" : "Before"} ${amount} ${unit === "weeks" ? "week(s)" : "month(s)"} ${towards === "fromnow" ? "from now" : "ago"}`;
}

/** How an applied filter value reads on its chip; ids of things since deleted still get a name. */
export function describeFilterValue(key: MenuFilterKey, value: string, lookups: ProjectLookups): string {
  if (isDateKey(key)) return describeDate(value);
  const option = filterOptions(key, lookups).find((candidate) => candidate.value === value);
  if (option) return option.label;
  return key === "state" ? "Unknown state" : key === "labels" ? "Unknown label" : "Former member";
}

/** The values of a section after one is checked or unchecked; an empty list is saved as null (unused). */
export function toggledValues(values: readonly string[] | null, value: string, checked: boolean): string[] | null {
  const rest = (values ?? []).filter((candidate) => candidate !== value);
  const next = checked ? [...rest, value] : rest;
  return next.length > 0 ? next : null;
}

/** Every value applied across the menu's sections: the number on the Filters button and the chips. */
export function appliedFilters(filters: Readonly<Partial<Record<FilterKey, readonly string[] | null>>>): { key: MenuFilterKey; title: string; values: readonly string[] }[] {
  return FILTER_SECTIONS.flatMap(({ key, title }) => {
    const values = filters[key] ?? [];
    return values.length > 0 ? [{ key, title, values }] : [];
  });
}
