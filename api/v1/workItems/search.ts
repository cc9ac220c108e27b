import type { Knex } from "knex";
import { containsPattern } from "../../../db/likePattern.js";
import type { Workspace } from "../../../db/models/Workspace.js";
import { ROLE } from "../../contract/roles.js";
import { projectIdsWithRole, type Viewer } from "../../policies/projectVisibility.js";
import { liveItems } from "../../workItems/list/filters.js";

/** One hit of Plane's v1 search: the fields its `values()` picks, with its double-underscore names. */
export interface V1WorkItemSearchHit {
  name: string;
  id: string;
  sequence_id: number;
  project__identifier: string;
  project_id: string;
  workspace__slug: string;
}

/** The query of GET .../work-items/search/, as its route's schema checked it. */
export interface V1WorkItemSearchQuery {
  search?: string;
  limit?: string;
  project_id?: string;
  workspace_search?: string;
}

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
/** At most nine digits, as the app's search reads a key: a longer number cannot be a sequence_id (a PostgreSQL integer). */
const WHOLE_NUMBERS = /\b\d{1,9}\b/g;

/**
 * Plane's IssueSearchEndpoint: items (no drafts, no archived) of the active projects the caller reads,
 * whose name or project identifier contains the text, or whose number appears in it ("WEB-12" finds 12).
 * No text finds nothing; `project_id` narrows to one project unless `workspace_search` is "true".
 */
export async function searchV1WorkItems(db: Knex, workspace: Workspace, viewer: Viewer, query: V1WorkItemSearchQuery): Promise<V1WorkItemSearchHit[]> {
  const text = query.search?.trim() ?? "";
  if (text === "") return [];
  let projectIds = await projectIdsWithRole(db, workspace.id, viewer, ROLE.GUEST);
  if (query.workspace_search !== "true" && query.project_id) projectIds = projectIds.filter((id) => id === query.project_id);
  if (projectIds.length === 0) return [];
  const numbers = [...new Set((text.match(WHOLE_NUMBERS) ?? []).map(Number))];
  const pattern = containsPattern(text);
  const limit = Math.min(Number(query.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
  const rows = (await liveItems(db, projectIds, {}, true)
    .join("projects as p", "p.id", "i.project_id")
    .where((match) => {
      match.whereILike("i.name", pattern).orWhereILike("p.identifier", pattern);
      if (numbers.length > 0) match.orWhereIn("i.sequence_id", numbers);
    })
    .select("i.name", "i.id", "i.sequence_id", "p.identifier as project__identifier", "i.project_id")
    .orderBy([{ column: "i.created_at", order: "desc" }, { column: "i.id", order: "desc" }])
    .limit(limit)) as Omit<V1WorkItemSearchHit, "workspace__slug">[];
  return rows.map((row) => ({ ...row, workspace__slug: workspace.slug }));
}
