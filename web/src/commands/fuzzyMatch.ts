/**
 * How well typed text matches a name, for ranking the palette: higher is better, null is no match.
 * Whole name, then start of the name, then start of a word, then anywhere, then every word of the query
 * somewhere, then the letters in order with gaps ("crp" finds "Create project").
 */
export function matchScore(query: string, text: string): number | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return 0;
  const haystack = text.toLowerCase();
  if (haystack === needle) return 1000;
  if (haystack.startsWith(needle)) return 800;
  const at = haystack.indexOf(needle);
  if (at > 0 && /[\s\-_/·:.(]/.test(haystack[at - 1] ?? "")) return 600;
  if (at > 0) return 500 - Math.min(at, 100);
  const words = needle.split(/\s+/);
  if (words.length > 1 && words.every((word) => haystack.includes(word))) return 400;
  return subsequenceScore(needle.replace(/\s+/g, ""), haystack);
}

/** The letters of `needle` in order within `haystack`: fewer and shorter gaps score higher. */
function subsequenceScore(needle: string, haystack: string): number | null {
  let from = 0;
  let gaps = 0;
  for (const char of needle) {
    const found = haystack.indexOf(char, from);
    if (found < 0) return null;
    gaps += found - from;
    from = found + 1;
  }
  return Math.max(1, 200 - gaps * 4);
}

/** The best score of a name and its other words (which count a little less than the name itself). */
export function bestScore(query: string, label: string, keywords: readonly string[] = []): number | null {
  let best = matchScore(query, label);
  for (const keyword of keywords) {
    const score = matchScore(query, keyword);
    if (score !== null && (best === null || score - 1 > best)) best = score - 1;
  }
  return best;
}
