import type { Knex } from "knex";
import type { DateBound, FilterNode, IdFilter, WorkItemFilters } from "./request.js";

/**
 * The live work items of these projects (one for a project list, the readable ones for a workspace view)
 * that pass the filters, as a query over `issues as i`. Every id in a filter is compared within the
 * projects, so another project's ids simply match nothing.
 */
export function liveItems(db: Knex, projectIds: readonly string[], filters: WorkItemFilters, subIssue: boolean): Knex.QueryBuilder {
  const query = db({ i: "issues" }).whereIn("i.project_id", projectIds).whereNull("i.archived_at").where("i.is_draft", false);
  if (!subIssue) query.whereNull("i.parent_id");
  applyFilters(db, query, projectIds, filters);
  if (filters.where) applyNode(db, query, projectIds, filters.where);
  return query;
}

/** The plain filters, each a condition on `issues as i` anded to the query. */
function applyFilters(db: Knex, query: Knex.QueryBuilder, projectIds: readonly string[], filters: Omit<WorkItemFilters, "where">): void {
  if (filters.priority) query.whereIn("i.priority", filters.priority);
  if (filters.state) query.whereIn("i.state_id", filters.state);
  if (filters.state_group) {
    const groups = filters.state_group;
    query.whereIn("i.state_id", (states) => states.select("id").from("states").whereIn("project_id", projectIds).whereIn("group", groups));
  }
  if (filters.created_by) query.whereIn("i.created_by_id", filters.created_by);
  if (filters.assignees) linked(query, "issue_assignees", "assignee_id", filters.assignees);
  if (filters.labels) linked(query, "issue_labels", "label_id", filters.labels);
  if (filters.subscriber) {
    const ids = filters.subscriber;
    query.whereExists((sub) => sub.select(db.raw("1")).from("issue_subscribers as f").whereRaw("f.issue_id = i.id").whereIn("f.subscriber_id", ids));
  }
  if (filters.mentions) {
    const ids = filters.mentions;
    query.whereExists((sub) => sub.select(db.raw("1")).from("issue_mentions as f").whereRaw("f.issue_id = i.id").whereIn("f.mention_id", ids));
  }
  if (filters.start_date) dated(query, "i.start_date", filters.start_date);
  if (filters.target_date) dated(query, "i.target_date", filters.target_date);
}

/**
 * One node of Plane's filter grammar as a parenthesised condition. A negation is "id not in (the items the
 * condition selects)", as Plane builds it, so an item without a value (no state, no date) is one the
 * negated condition does not select, rather than dropped by SQL's unknown.
 */
function applyNode(db: Knex, query: Knex.QueryBuilder, projectIds: readonly string[], node: FilterNode): void {
  if ("leaf" in node) {
    query.where((leaf) => applyFilters(db, leaf, projectIds, node.leaf));
  } else if ("and" in node) {
    query.where((all) => node.and.forEach((child) => applyNode(db, all, projectIds, child)));
  } else if ("or" in node) {
    query.where((any) => node.or.forEach((child) => any.orWhere((branch) => applyNode(db, branch, projectIds, child))));
  } else {
    const selected = db({ i: "issues" }).select("i.id").whereIn("i.project_id", projectIds);
    applyNode(db, selected, projectIds, node.not);
    query.whereNotIn("i.id", selected);
  }
}

/** Items linked to any of the ids, or (with "None") to nothing of that kind. */
function linked(query: Knex.QueryBuilder, table: "issue_assignees" | "issue_labels", column: string, filter: IdFilter): void {
  query.where((either) => {
    if (filter.ids.length > 0) {
      either.orWhereExists((sub) => sub.select(sub.client.raw("1")).from(`${table} as f`).whereRaw("f.issue_id = i.id").whereIn(`f.${column}`, filter.ids));
    }
    if (filter.none) either.orWhereNotExists((sub) => sub.select(sub.client.raw("1")).from(`${table} as f`).whereRaw("f.issue_id = i.id"));
  });
}

/** Every bound holds (Plane ands the entries of one date filter). */
function dated(query: Knex.QueryBuilder, column: string, bounds: readonly DateBound[]): void {
  for (const bound of bounds) query.where(column, bound.op, bound.date);
}
