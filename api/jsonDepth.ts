/**
 * Whether a parsed JSON value holds objects or arrays more than `maxDepth` levels inside one another
 * (a plain value is depth 0, `{}` and `[]` are 1). Walked with a list instead of recursion, so the
 * very values it exists to refuse cannot overflow the stack here.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}
