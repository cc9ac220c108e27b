/**
 * The key column fits the project's longest keys: the identifier (up to 12 characters), a dash and a
 * five-digit sequence, in the 0.75rem monospace the key is set in (about 0.47rem a character).
 */
export function keyColumnWidth(identifier: string): string {
  return `${Math.max(5.5, (identifier.length + 6) * 0.47).toFixed(2)}rem`;
}
