import { useEffect, useState } from "react";

/**
 * What `check` answers for `path`, asked once typing has paused for `delayMs`; "checking" until the
 * answer for this very path is in, so a late answer for an earlier value never shows. A null path asks
 * nothing (the value is already known to be wrong). `check` must be stable (defined at module level):
 * it is an effect dependency.
 */
export function useDebouncedCheck<S>(path: string | null, delayMs: number, check: (path: string) => Promise<S>): S | "checking" {
  const [checked, setChecked] = useState<{ path: string; result: S } | null>(null);

  useEffect(() => {
    if (path === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void check(path).then((result) => {
        if (!cancelled) setChecked({ path, result });
      });
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [path, delayMs, check]);

  return checked !== null && checked.path === path ? checked.result : "checking";
}
