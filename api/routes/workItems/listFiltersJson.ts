import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { isCalendarDate } from "../../contract/workItems.js";
import type { FilterNode, WorkItemFilters } from "../../workItems/list/request.js";
import { idFilter, priorityList, stateGroupList, uuidList } from "./listFilterValues.js";

type Leaf = Omit<WorkItemFilters, "where">;

/** A refusal naming where in the JSON it is; becomes the 400's message. */
class FilterError extends Error {}

/** A field condition: its value read as the query parameter of that filter is, then the plain filter it is. */
function condition<T>(schema: z.ZodType<T>, to: (value: T) => Leaf) {
  return (key: string, text: string): Leaf => {
    const parsed = schema.safeParse(text);
    if (!parsed.success) throw new FilterError(`${key}: ${parsed.error.issues[0]?.message ?? "is not valid"}`);
    return to(parsed.data);
  };
}

/** The conditions Plane's filters=<JSON> may name (its IssueFilterSet's names); "__in" keys take several values. */
const LEAF_FILTERS: Record<string, (key: string, text: string) => Leaf> = {
  priority: condition(priorityList, (priority) => ({ priority })),
  state_id: condition(uuidList, (state) => ({ state })),
  state_group: condition(stateGroupList, (state_group) => ({ state_group })),
  assignee_id: condition(idFilter, (assignees) => ({ assignees })),
  label_id: condition(idFilter, (labels) => ({ labels })),
  mention_id: condition(uuidList, (mentions) => ({ mentions })),
  created_by_id: condition(uuidList, (created_by) => ({ created_by })),
  subscriber_id: condition(uuidList, (subscriber) => ({ subscriber })),
};
const DATE_FIELDS = ["start_date", "target_date"] as const;

function values(key: string, value: unknown, several: boolean): string {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((entry) => typeof entry === "string")) throw new FilterError(`${key} must be a string${several ? " or a list of strings" : ""}`);
  if (!several && (list.length !== 1 || list[0]?.includes(","))) throw new FilterError(`${key} takes one value; ${key}__in takes several`);
  const text = list.join(",");
  // An empty list would be a condition that selects everything (or nothing) without having named anything.
  if (text.split(",").every((entry) => entry.trim() === "")) throw new FilterError(`${key} must name a value`);
  return text;
}

/** Plane's date leaves: start_date (that day) or start_date__range (two days, both included). */
function dateLeaf(field: (typeof DATE_FIELDS)[number], key: string, value: unknown): Leaf {
  const days = Array.isArray(value) ? value : [value];
  const expected = key.endsWith("__range") ? 2 : 1;
  if (days.length !== expected || !days.every((day) => typeof day === "string" && isCalendarDate(day))) {
    throw new FilterError(`${key} must be ${expected === 2 ? "a list of two dates" : "a date"}, yyyy-MM-dd`);
  }
  const [from, to = from] = days as string[];
  return { [field]: [{ op: ">=", date: from }, { op: "<=", date: to }] };
}

function leaf(key: string, value: unknown): FilterNode {
  const date = DATE_FIELDS.find((field) => key === field || key === `${field}__range`);
  if (date) return { leaf: dateLeaf(date, key, value) };
  const several = key.endsWith("__in");
  const name = several ? key.slice(0, -"__in".length) : key;
  // Own keys only: "constructor", "toString" or "__proto__" name Object.prototype's members, not filters.
  const filter = Object.hasOwn(LEAF_FILTERS, name) ? LEAF_FILTERS[name] : undefined;
  if (!filter) throw new FilterError(`${key} is not a filter of this list`);
  return { leaf: filter(key, values(key, value, several)) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One node: {"and": [...]}, {"or": [...]}, {"not": {...}}, or field conditions that must all hold. */
function node(raw: unknown, depth: number): FilterNode {
  if (depth > LIMITS.listFiltersMaxDepth) throw new FilterError(`nests deeper than ${LIMITS.listFiltersMaxDepth} levels`);
  if (!isObject(raw)) throw new FilterError("each condition must be an object");
  const entries = Object.entries(raw);
  if (entries.length === 0) throw new FilterError("a condition must not be empty");
  const nodes = entries.map(([key, value]): FilterNode => {
    if (key === "not") return { not: node(value, depth + 1) };
    if (key === "and" || key === "or") {
      if (!Array.isArray(value) || value.length === 0) throw new FilterError(`${key} must be a non-empty list of conditions`);
      const children = value.map((child) => node(child, depth + 1));
      return key === "and" ? { and: children } : { or: children };
    }
    return leaf(key, value);
  });
  return nodes.length === 1 && nodes[0] ? nodes[0] : { and: nodes };
}

/**
 * Plane's filters=<JSON> query parameter (its rich filters: and / or / not over the fields its
 * IssueFilterSet names). Bounded in length and depth; malformed JSON, an unknown field or a bad value is a 400
 * rather than a list that silently ignores it. An empty object filters nothing.
 */
export const filtersJson = z
  .string({ error: "must be given once, as JSON" })
  .max(LIMITS.listFiltersJsonMaxLength, `must be at most ${LIMITS.listFiltersJsonMaxLength} characters`)
  .transform((text, ctx): FilterNode | undefined => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON" });
      return z.NEVER;
    }
    if (isObject(raw) && Object.keys(raw).length === 0) return undefined;
    try {
      return node(raw, 1);
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      ctx.addIssue({ code: "custom", message: error.message });
      return z.NEVER;
    }
  });
