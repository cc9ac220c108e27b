import { useEffect, useState } from "react";

/** How long before another code or reset link may be asked for. */
export const RESEND_AFTER_MS = 30_000;

/** Whole seconds until `until` (a Date.now() value), ticking down to 0; 0 when there is none. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
