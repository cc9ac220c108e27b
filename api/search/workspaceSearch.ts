import type { Knex } from "knex";
import { containsPattern, prefixPattern } from "../../db/likePattern.js";
import { ROLE } from "../contract/roles.js";
import { SEARCH_RESULTS_PER_KIND, type SearchProjectShape, type SearchResultsShape, type SearchWorkItemShape } from "../contract/searchShapes.js";
import { projectIdsWithRole, visibleProjectsQuery, type Viewer } from "../policies/projectVisibility.js";
import { liveItems } from "../workItems/list/filters.js";

interface SearchInput {
  workspace: { id: string; slug: string };
  viewer: Viewer;
  text: string;
}

/** Words of the search, each of which a name must contain (in any order, any case). */
function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Projects the viewer can see whose identifier or name holds the text; an identifier that starts with it first. */
async function searchProjects(db: Knex, { workspace, viewer, text }: SearchInput): Promise<SearchProjectShape[]> {
  const rows = await visibleProjectsQuery(db, workspace.id, viewer, "active")
    .where((where) => {
      where.where("projects.identifier", "ilike", containsPattern(text));
      where.orWhere((name) => {
        for (const word of wordsOf(text)) name.where("projects.name", "ilike", containsPattern(word));
      });
    })
    .orderByRaw("(upper(projects.identifier) = upper(?)) desc, (projects.identifier ilike ?) desc, lower(projects.name), projects.id", [text, prefixPattern(text)])
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => ({ id: row.id, name: row.name, identifier: row.identifier, logo_props: row.logo_props ?? {}, workspace__slug: workspace.slug }));
}

/**
 * Live work items of the projects the viewer can read whose name holds every word, or whose key
 * (IDENT-seq, or the bare number) starts with the text: an exact key first, then the latest changed.
 */
async function searchWorkItems(db: Knex, { workspace, viewer, text }: SearchInput): Promise<SearchWorkItemShape[]> {
  const readable = await projectIdsWithRole(db, workspace.id, viewer, ROLE.GUEST);
  if (readable.length === 0) return [];
  const rows: { id: string; name: string; sequence_id: number; project_id: string; identifier: string }[] = await liveItems(db, readable, {}, true)
    .join({ p: "projects" }, "p.id", "i.project_id")
    .where((where) => {
      where.where((name) => {
        for (const word of wordsOf(text)) name.where("i.name", "ilike", containsPattern(word));
      });
      where.orWhereRaw("(p.identifier || '-' || i.sequence_id) ilike ?", [prefixPattern(text)]);
      if (/^\d{1,9}$/.test(text)) where.orWhere("i.sequence_id", Number(text));
    })
    .select("i.id", "i.name", "i.sequence_id", "i.project_id", "p.identifier")
    .orderByRaw("(upper(p.identifier || '-' || i.sequence_id) = upper(?)) desc, i.updated_at desc, i.id", [text])
    .limit(SEARCH_RESULTS_PER_KIND);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sequence_id: row.sequence_id,
    project_id: row.project_id,
    project__identifier: row.identifier,
    workspace__slug: workspace.slug,
    type_id: null,
  }));
}

/** The workspace search of the command palette: projects and work items by name or key, as the viewer may see them. */
export async function searchWorkspace(db: Knex, input: SearchInput): Promise<SearchResultsShape> {
  const [project, issue] = await Promise.all([searchProjects(db, input), searchWorkItems(db, input)]);
  return { results: { project, issue } };
}
