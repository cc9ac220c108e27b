import { performance } from "node:perf_hooks";

/**
 * Milliseconds on one clock for every process of the machine: each process's wall-clock start
 * (performance.timeOrigin, sub-millisecond) plus its monotonic time since. Date.now() would do with a
 * whole millisecond's grain, too coarse for deliveries a few milliseconds long.
 */
export function now(): number {
  return performance.timeOrigin + performance.now();
}
