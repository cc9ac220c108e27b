import { z } from "zod";
import { uuid } from "../fields.js";
import { isUuid } from "../../findInScope.js";
import {
  DISPLAY_PROPERTY_KEYS, FILTER_KEYS, GROUP_BY_OPTIONS, LAYOUTS, ORDER_BY_OPTIONS,
  type DisplayProperties, type FilterKey,
} from "../../contract/workItemDisplay.js";
import { PRIORITIES, STATE_GROUPS } from "../../contract/workItems.js";
import { parseDateBound } from "./listFilterValues.js";

const values = z.array(z.string().max(100)).max(100);
const idOrNone = z.string().refine((entry) => entry === "None" || isUuid(entry), "must be a UUID or None");

/** What each saved filter may hold: the values the list API accepts for the same parameter. */
const FILTER_VALUES: Record<FilterKey, z.ZodType> = {
  priority: z.array(z.enum(PRIORITIES)).max(PRIORITIES.length),
  state: z.array(uuid).max(100),
  state_group: z.array(z.enum(STATE_GROUPS)).max(STATE_GROUPS.length),
  assignees: z.array(idOrNone).max(100),
  mentions: z.array(uuid).max(100),
  created_by: z.array(uuid).max(100),
  labels: z.array(idOrNone).max(100),
  cycle: z.array(idOrNone).max(100),
  module: z.array(idOrNone).max(100),
  start_date: z.array(z.string().refine((entry) => parseDateBound(entry) !== null, "must be a date filter such as 2026-01-01;after")).max(10),
  target_date: z.array(z.string().refine((entry) => parseDateBound(entry) !== null, "must be a date filter such as 2026-01-01;after")).max(10),
  project: z.array(uuid).max(100),
  team_project: z.array(uuid).max(100),
  subscriber: z.array(uuid).max(100),
  issue_type: values,
};

const filters = z.strictObject(Object.fromEntries(FILTER_KEYS.map((key) => [key, FILTER_VALUES[key].nullable().optional()])) as Record<FilterKey, z.ZodOptional<z.ZodNullable<z.ZodType<string[]>>>>);

const groupBy = z.enum(GROUP_BY_OPTIONS).nullable();
/** Folded groups by name (ids, dates, priorities, None): as many as a grouping may have groups. */
const groupNames = z.array(z.string().min(1).max(100)).max(500);
const displayFilters = z.strictObject({
  layout: z.enum(LAYOUTS).optional(),
  group_by: groupBy.optional(),
  sub_group_by: groupBy.optional(),
  kanban_filters: z.strictObject({ group_by: groupNames.optional(), sub_group_by: groupNames.optional() }).optional(),
  order_by: z.enum(ORDER_BY_OPTIONS).optional(),
  type: z.enum(["active", "backlog"]).nullable().optional(),
  sub_issue: z.boolean().optional(),
  show_empty_groups: z.boolean().optional(),
  calendar: z.strictObject({ show_weekends: z.boolean().optional(), layout: z.enum(["week", "month"]).optional() }).optional(),
});

const displayProperties = z.strictObject(
  Object.fromEntries(DISPLAY_PROPERTY_KEYS.map((key) => [key, z.boolean().optional()])) as Record<keyof DisplayProperties, z.ZodOptional<z.ZodBoolean>>,
);

/** A change to the saved view settings: the keys given replace the saved ones, the others stay as saved. */
export const WorkItemUserPropertiesUpdateSchema = z.strictObject({
  filters: filters.optional(),
  display_filters: displayFilters.optional(),
  display_properties: displayProperties.optional(),
});
