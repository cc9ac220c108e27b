/**
 * Where ArrowDown or ArrowUp moves the active option of a listbox driven from its text box (the command
 * palette, the property pickers): one step, the ends wrapping round as in a menu; null for any other key.
 */
export function arrowTarget(key: string, active: number, count: number): number | null {
  const last = count - 1;
  if (key === "ArrowDown") return active >= last ? 0 : active + 1;
  if (key === "ArrowUp") return active <= 0 ? Math.max(0, last) : active - 1;
  return null;
}
