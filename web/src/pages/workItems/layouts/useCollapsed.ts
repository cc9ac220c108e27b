import { useState } from "react";

/** Which groups (list groups, board columns or swimlanes) are folded away; kept on this screen only. */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { collapsed, toggle };
}
