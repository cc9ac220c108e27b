/** `text` for a LIKE/ILIKE pattern, with %, _ and \ in it taken literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE/ILIKE pattern matching `text` anywhere, with %, _ and \ in it taken literally. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE/ILIKE pattern matching what starts with `text`, with %, _ and \ in it taken literally. */
export function prefixPattern(text: string): string {
  return `${literal(text)}%`;
}
