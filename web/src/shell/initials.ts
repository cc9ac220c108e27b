const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first user-perceived character of a word: a whole emoji, flag or accented letter, never half of one. */
function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment;
}

/** Initials already worked out: a list scrolling through thousands of rows shows the same few people's, and segmenting is dear. */
const made = new Map<string, string>();

/**
 * What stands in for a missing picture: the first character of up to `count` words of the name, taken as
 * grapheme clusters so that a leading emoji or flag stays whole. "?" when the name has no words.
 */
export function initials(name: string, count: 1 | 2): string {
  const key = `${count}${name}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  const words = name.split(/[\s@._-]+/).filter(Boolean).slice(0, count);
  const text = words.map(firstGrapheme).join("").toLocaleUpperCase() || "?";
  made.set(key, text);
  return text;
}
