/**
 * Plane's workspace search (GET /api/workspaces/{slug}/search/?search=): what the command palette finds
 * by name or key. Only the entities Cairn has are listed; field names are Plane's (double underscores
 * name a column of a related row).
 */
export interface SearchProjectShape {
  id: string;
  name: string;
  identifier: string;
  logo_props: Record<string, unknown>;
  workspace__slug: string;
}

export interface SearchWorkItemShape {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  project__identifier: string;
  workspace__slug: string;
  type_id: string | null;
}

export interface SearchResultsShape {
  results: {
    project: SearchProjectShape[];
    issue: SearchWorkItemShape[];
  };
}

/** Each kind answers at most this many matches, best first: a palette shows a screenful. */
export const SEARCH_RESULTS_PER_KIND = 20;
/** Longer text is no search anyone types; it is refused rather than sent to the database. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
