import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { envelope } from "./list/envelope.js";
import { LIST_COLUMNS } from "./list/query.js";
import { cursorPage, PER_PAGE_DEFAULT, PER_PAGE_MAX, type WorkItemListRequest } from "./list/request.js";
import { presentWorkItems } from "./presentWorkItems.js";

/**
 * One page of a project's archived items (drafts never are), newest first as Plane's archive list
 * defaults to -created_at, in the list's envelope: ungrouped, unfiltered.
 */
export async function listArchivedWorkItems(db: Knex, projectId: string, query: { per_page?: number; cursor?: string }) {
  const request: WorkItemListRequest = {
    ...cursorPage(query, PER_PAGE_DEFAULT, PER_PAGE_MAX),
    groupBy: null,
    subGroupBy: null,
    orderBy: "-created_at",
    subIssue: true,
    showEmptyGroups: false,
    filters: {},
  };
  const archived = () => Issue.query(db).where("project_id", projectId).whereNotNull("archived_at").where("is_draft", false);
  const [issues, counted] = await Promise.all([
    archived().select(LIST_COLUMNS).orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }]).limit(request.perPage).offset(request.page * request.perPage),
    archived().count({ total: "*" }).first() as unknown as Promise<{ total: number | string } | undefined>,
  ]);
  const total = Number(counted?.total ?? 0);
  const results = await presentWorkItems(db, issues);
  return envelope(request, { results, count: results.length, total, largestGroup: total, groupedBy: null, subGroupedBy: null });
}
