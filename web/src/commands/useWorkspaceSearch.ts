import { useEffect, useState } from "react";
import type { SearchResultsShape } from "../../../api/contract/searchShapes";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../api/contract/searchShapes";
import { api } from "../http/client";

/** Typing pauses this long before the server is asked, so a word typed fast is one request. */
const DEBOUNCE_MS = 150;

export type SearchState = "idle" | "searching" | "ready" | "error";

const NONE: SearchResultsShape["results"] = { project: [], issue: [] };

/** The workspace search for the palette's text: the latest answer only, nothing for empty text. */
export function useWorkspaceSearch(slug: string | null, text: string): { results: SearchResultsShape["results"]; state: SearchState } {
  const [answer, setAnswer] = useState<{ key: string; results: SearchResultsShape["results"]; state: SearchState }>({ key: "", results: NONE, state: "idle" });
  const query = text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const key = slug && query ? `${slug}\n${query}` : "";

  useEffect(() => {
    if (!slug || !query) return;
    let current = true;
    const timer = window.setTimeout(() => {
      api
        .get<SearchResultsShape>(`/api/workspaces/${encodeURIComponent(slug)}/search/?search=${encodeURIComponent(query)}`)
        .then((body) => current && setAnswer({ key, results: body.results, state: "ready" }))
        .catch(() => current && setAnswer({ key, results: NONE, state: "error" }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [slug, query, key]);

  if (!key) return { results: NONE, state: "idle" };
  // An answer for other text is stale: searching until this text's answer arrives.
  return answer.key === key ? answer : { results: NONE, state: "searching" };
}
