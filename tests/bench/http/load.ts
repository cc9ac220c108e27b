import { fork, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";

/**
 * What the request-rate benches share: each server in a process of its own (so the load generator here
 * does not share its event loop), and autocannon's average requests a second over a few seconds.
 */
export const CONNECTIONS = 10;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Forks `script` (a URL) and waits for the first message it sends: what it listens on and who to be. */
export function startServerProcess<Ready>(script: URL): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(script, { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`${script.pathname} exited with ${code}`)));
  });
}

/** Requests a second answered by GET `path`; any answer but a 2xx fails the bench (it would be measuring errors). */
export async function requestsPerSecond(port: number, path: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
