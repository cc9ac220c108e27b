import type { Knex } from "knex";
import { Issue, ISSUE_COLUMNS } from "../../../db/models/Issue.js";
import { Label } from "../../../db/models/Label.js";
import { State } from "../../../db/models/State.js";
import { User } from "../../../db/models/User.js";
import type { WorkItemExtras } from "../../presenters/workItem.js";
import { presentV1Label } from "../../presenters/v1/label.js";
import { presentV1StateLite } from "../../presenters/v1/lite.js";
import { presentV1UserLite } from "../../presenters/v1/userLite.js";
import { presentV1WorkItem, type V1WorkItemShape } from "../../presenters/v1/workItem.js";
import { v1Page, type V1Page, type V1PageRequest } from "../pagination.js";
import { v1Expand, v1ListParam, v1PickFields } from "../queryOptions.js";
import { liveItems } from "../../workItems/list/filters.js";
import { extrasColumns, extrasOf, loadWorkItemExtras } from "../../workItems/load.js";

/** What a v1 read was asked to shape: `?expand=` and `?fields=`. */
export interface V1Shaping {
  expand: ReadonlySet<string>;
  fields: readonly string[];
}

/** `?expand=` and `?fields=` as the v1 work item reads take them. */
export function v1Shaping(query: { expand?: unknown; fields?: unknown }): V1Shaping {
  return { expand: v1Expand(query), fields: v1ListParam(query.fields) };
}

const EXPANDABLE = ["state", "assignees", "labels"] as const;

/**
 * A project's work items as Plane's v1 list gives them (Issue.issue_objects): no drafts and no archived
 * items, newest first, one page with its extras in the same round trip, and the total beside it.
 */
export async function listV1WorkItems(db: Knex, projectId: string, request: V1PageRequest, shaping: V1Shaping): Promise<V1Page<Partial<V1WorkItemShape>>> {
  const live = () => liveItems(db, [projectId], {}, true);
  const [rows, counted] = await Promise.all([
    live()
      .select(ISSUE_COLUMNS.map((column) => `i.${column.replace(/^issues\./, "")}`))
      .select(db.raw(extrasColumns("i")))
      .orderBy([{ column: "i.created_at", order: "desc" }, { column: "i.id", order: "desc" }])
      .limit(request.perPage)
      .offset(request.offset) as Promise<Record<string, unknown>[]>,
    live().count({ n: "*" }).first() as Promise<{ n: string | number } | undefined>,
  ]);
  const issues = rows.map((row) => Issue.fromDatabaseJson(row));
  const extras = new Map(rows.map((row) => [row.id as string, extrasOf(row)]));
  return v1Page(request, await shapeV1WorkItems(db, issues, extras, shaping), Number(counted?.n ?? 0));
}

/** Work items already read, with their extras loaded in one query. */
export async function presentV1WorkItems(db: Knex, issues: readonly Issue[], shaping: V1Shaping): Promise<Partial<V1WorkItemShape>[]> {
  return shapeV1WorkItems(db, issues, await loadWorkItemExtras(db, issues), shaping);
}

/** One work item a command handed back with its extras (no read but what `?expand=` asks for). */
export async function presentV1KnownWorkItem(db: Knex, issue: Issue, extras: WorkItemExtras, shaping: V1Shaping): Promise<Partial<V1WorkItemShape>> {
  const [shaped] = await shapeV1WorkItems(db, [issue], new Map([[issue.id, extras]]), shaping);
  if (!shaped) throw new Error("a presented work item went missing");
  return shaped;
}

const NO_EXTRAS: WorkItemExtras = { assignee_ids: [], label_ids: [], sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null };

/** Presents each item, swapping ids for objects where `?expand=` asks (one query per expanded field, not per item). */
async function shapeV1WorkItems(db: Knex, issues: readonly Issue[], extras: ReadonlyMap<string, WorkItemExtras>, shaping: V1Shaping): Promise<Partial<V1WorkItemShape>[]> {
  const wanted = new Set(EXPANDABLE.filter((field) => shaping.expand.has(field)));
  const all = (pick: (one: WorkItemExtras) => string[]) => [...new Set([...extras.values()].flatMap(pick))];
  const [states, users, labels] = await Promise.all([
    wanted.has("state") ? State.query(db).whereIn("id", [...new Set(issues.flatMap((issue) => issue.state_id ?? []))]) : [],
    wanted.has("assignees") ? User.query(db).whereIn("id", all((one) => one.assignee_ids)) : [],
    wanted.has("labels") ? Label.query(db).whereIn("id", all((one) => one.label_ids)) : [],
  ]);
  const stateById = new Map(states.map((state) => [state.id, presentV1StateLite(state)]));
  const userById = new Map(users.map((user) => [user.id, presentV1UserLite(user)]));
  const labelById = new Map(labels.map((label) => [label.id, presentV1Label(label)]));
  const known = <T>(byId: ReadonlyMap<string, T>, ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return issues.map((issue) => {
    const own = extras.get(issue.id) ?? NO_EXTRAS;
    const shape = presentV1WorkItem(issue, own, {
      ...(wanted.has("state") ? { state: (issue.state_id && stateById.get(issue.state_id)) || null } : {}),
      ...(wanted.has("assignees") ? { assignees: known(userById, own.assignee_ids) } : {}),
      ...(wanted.has("labels") ? { labels: known(labelById, own.label_ids) } : {}),
    });
    return v1PickFields(shape, shaping.fields);
  });
}
