import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * GET /api/users/me/ through Cairn's whole middleware stack against a bare Koa hello-world, both in
 * their own processes, measured in interleaved rounds on loopback; prints the median ratio.
 * Target (issue 2): ratio >= 0.5.
 */
const ROUNDS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Ready {
  port: number;
  cookie?: string;
  database?: string;
}

function start(script: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function measure(port: number, path: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const bare = await start("./bareKoa.ts");
const cairn = await start("./cairnServer.ts");
const cookie = { cookie: cairn.ready.cookie ?? "" };
try {
  console.log(`database: ${cairn.ready.database}; ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections`);
  await measure(bare.ready.port, "/", {});
  await measure(cairn.ready.port, "/api/users/me/", cookie);
  const bareRps: number[] = [];
  const cairnRps: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    bareRps.push(await measure(bare.ready.port, "/", {}));
    cairnRps.push(await measure(cairn.ready.port, "/api/users/me/", cookie));
    console.log(`round ${round}: bare Koa ${bareRps.at(-1)?.toFixed(0)} req/s, GET /api/users/me/ ${cairnRps.at(-1)?.toFixed(0)} req/s`);
  }
  const ratio = median(cairnRps) / median(bareRps);
  console.log(`median: bare Koa ${median(bareRps).toFixed(0)} req/s, GET /api/users/me/ ${median(cairnRps).toFixed(0)} req/s`);
  console.log(`ratio: ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? "PASS" : "FAIL"}`);
  process.exitCode = ratio >= 0.5 ? 0 : 1;
} finally {
  bare.child.kill();
  cairn.child.kill();
}
