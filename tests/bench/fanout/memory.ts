/** The server process's memory after full collections, so what is left is what is still held. */
export interface HeldMemory {
  heapUsed: number;
  /** Memory outside the V8 heap (buffers) held by JavaScript objects. */
  external: number;
}

/** Needs the process started with --expose-gc (npm run bench:fanout does). */
export async function heldMemory(): Promise<HeldMemory> {
  const gc = globalThis.gc;
  if (!gc) throw new Error("memory per socket needs a collection on demand: run with tsx --expose-gc (npm run bench:fanout)");
  // Twice, a turn apart: objects whose finalizers ran in the first pass are collected in the second.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return { heapUsed, external };
}

/** Bytes per socket held between two readings. */
export function perSocket(before: HeldMemory, after: HeldMemory, sockets: number): HeldMemory {
  return { heapUsed: (after.heapUsed - before.heapUsed) / sockets, external: (after.external - before.external) / sockets };
}
