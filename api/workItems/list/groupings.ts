import type { Knex } from "knex";
import { NONE_GROUP, type GroupBy } from "../../contract/workItemDisplay.js";
import { isCalendarDate, PRIORITIES, STATE_GROUPS } from "../../contract/workItems.js";
import { isUuid } from "../../findInScope.js";
import { stateOrderSql } from "../../states/stateOrder.js";

/** How the list groups by one allow-listed field. */
export interface Grouping {
  /** Plane's grouped_by / sub_grouped_by value for it. */
  field: string;
  /** An item may sit in several groups (one per label or assignee) and then appears in each. */
  manyValued: boolean;
  /** Adds the join the key needs (its tables aliased `alias`) and returns the key's SQL expression. */
  key(query: Knex.QueryBuilder, alias: string): string;
  /**
   * For a key that is a column of the item itself: the column and its SQL type, so one group's page can be
   * read straight from that column's index (see query.ts).
   */
  column?: { name: string; type: "uuid" | "text" | "date" };
  /** Every group the project could show, in display order, for show_empty_groups. */
  universe(db: Knex, projectId: string): Promise<string[]>;
  /** The groups keep the universe's order even when empty ones are hidden (states in workflow order, SPEC.md section 3). */
  ordersGroups?: true;
  /**
   * When the universe (with None) holds every value an item can have: the keys to read pages for while
   * the totals are still being counted, instead of after them. A query (one text column, group_key) is
   * run inside the page query, so that reading the universe costs no round trip of its own.
   */
  pageKeys?(db: Knex, projectId: string): readonly string[] | Knex.QueryBuilder;
  /** Which names a group may have, for group_id / sub_group_id: a test, and the words of the 400 that refuses one. */
  groupId: { accepts(name: string): boolean; expected: string };
}

const column = (expression: string) => () => expression;
const fixed = (values: readonly string[]) => () => Promise.resolve([...values]);

/** The group names of a grouping whose values are ids (None is the items without one). */
const idOrNone = (what: string) => ({ accepts: (name: string) => name === NONE_GROUP || isUuid(name), expected: `${what} id or None` });
const oneOf = (values: readonly string[], none: boolean) => ({
  accepts: (name: string) => values.includes(name) || (none && name === NONE_GROUP),
  expected: `one of ${[...values, ...(none ? [NONE_GROUP] : [])].join(", ")}`,
});

async function projectMemberIds(db: Knex, projectId: string): Promise<string[]> {
  const rows = (await db("project_members").select("member_id").where({ project_id: projectId, is_active: true }).orderBy("created_at").orderBy("member_id")) as {
    member_id: string;
  }[];
  return rows.map((row) => row.member_id);
}

/** The states an item of the project can be grouped under (triage states have a list of their own). */
function projectStates(db: Knex, projectId: string): Knex.QueryBuilder {
  return db("states").where({ project_id: projectId, is_triage: false });
}

const GROUPINGS: Record<GroupBy, Grouping> = {
  state: {
    field: "state_id",
    manyValued: false,
    key: column("i.state_id"),
    column: { name: "i.state_id", type: "uuid" },
    ordersGroups: true,
    pageKeys: (db, projectId) => projectStates(db, projectId).select(db.raw("id::text as group_key")),
    groupId: idOrNone("a state"),
    async universe(db, projectId) {
      const rows = (await projectStates(db, projectId)
        .select("id")
        .orderByRaw(...stateOrderSql("states"))) as { id: string }[];
      return rows.map((row) => row.id);
    },
  },
  state__group: {
    field: "state__group",
    manyValued: false,
    key(query, alias) {
      query.leftJoin(`states as ${alias}`, `${alias}.id`, "i.state_id");
      return `${alias}."group"`;
    },
    universe: fixed(STATE_GROUPS),
    ordersGroups: true,
    groupId: oneOf(STATE_GROUPS, true),
  },
  priority: {
    field: "priority",
    manyValued: false,
    key: column("i.priority"),
    column: { name: "i.priority", type: "text" },
    pageKeys: () => PRIORITIES,
    universe: fixed(PRIORITIES),
    // Every item has a priority ("none" is one of them), so there is no None group.
    groupId: oneOf(PRIORITIES, false),
  },
  created_by: {
    field: "created_by",
    manyValued: false,
    key: column("i.created_by_id"),
    column: { name: "i.created_by_id", type: "uuid" },
    universe: projectMemberIds,
    groupId: idOrNone("a member's"),
  },
  target_date: {
    field: "target_date",
    manyValued: false,
    key: column("i.target_date"),
    column: { name: "i.target_date", type: "date" },
    universe: fixed([]),
    groupId: { accepts: (name) => name === NONE_GROUP || isCalendarDate(name), expected: "a date (yyyy-MM-dd) or None" },
  },
  labels: {
    field: "labels__id",
    manyValued: true,
    key(query, alias) {
      query.leftJoin(`issue_labels as ${alias}`, `${alias}.issue_id`, "i.id");
      return `${alias}.label_id`;
    },
    async universe(db, projectId) {
      const rows = (await db("labels").select("id").where("project_id", projectId).orderBy("sort_order").orderBy("name")) as { id: string }[];
      return [...rows.map((row) => row.id), NONE_GROUP];
    },
    groupId: idOrNone("a label"),
  },
  assignees: {
    field: "assignees__id",
    manyValued: true,
    key(query, alias) {
      query.leftJoin(`issue_assignees as ${alias}`, `${alias}.issue_id`, "i.id");
      return `${alias}.assignee_id`;
    },
    universe: async (db, projectId) => [...(await projectMemberIds(db, projectId)), NONE_GROUP],
    groupId: idOrNone("a member's"),
  },
};

export function grouping(groupBy: GroupBy): Grouping {
  return GROUPINGS[groupBy];
}

/**
 * The grouping a group_by value names: ours ("state", "labels") or the server name Plane's own clients send
 * and the response echoes as grouped_by ("state_id", "labels__id"), so either vocabulary round-trips.
 */
export function groupingNamed(name: string): GroupBy | undefined {
  const entries = Object.entries(GROUPINGS) as [GroupBy, Grouping][];
  return entries.find(([key, { field }]) => key === name || field === name)?.[0];
}

/** Every group_by value the list accepts, for the 400 that names them. */
export const GROUP_BY_NAMES: readonly string[] = [...new Set(Object.entries(GROUPINGS).flatMap(([key, { field }]) => [key, field]))];

/** A key as the database returned it, as the response names its group. */
export function groupName(value: unknown): string {
  return value === null || value === undefined ? NONE_GROUP : String(value);
}
