/**
 * Caret colours: dark enough for white label text and visible on both the light and the dark theme, so
 * one person keeps one colour whoever looks.
 */
const CARET_COLORS = ["#c2410c", "#b91c1c", "#be185d", "#7e22ce", "#4338ca", "#0369a1", "#0f766e", "#15803d"] as const;

/** The same colour for a person in every tab and on every visit: picked from their id. */
export function userColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CARET_COLORS[hash % CARET_COLORS.length] ?? CARET_COLORS[0];
}
