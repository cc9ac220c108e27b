import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";

/** The query parameter of SPEC.md section 2 ("peekId") that names the work item open over a list. */
const PEEK_PARAM = "peekId";

/**
 * The peek lives in the address (`?peekId=<id>`), so a reload or a shared link reopens it and Back
 * closes it. Other query parameters are kept as they are.
 */
export function usePeek(): { peekId: string | null; openPeek: (id: string) => void; closePeek: () => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const peekId = new URLSearchParams(search).get(PEEK_PARAM);

  const go = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(search);
      if (id) params.set(PEEK_PARAM, id);
      else params.delete(PEEK_PARAM);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [search, location, navigate],
  );

  return { peekId: peekId || null, openPeek: useCallback((id: string) => go(id), [go]), closePeek: useCallback(() => go(null), [go]) };
}
