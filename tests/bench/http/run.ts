import { CONNECTIONS, median, requestsPerSecond, SECONDS, startServerProcess } from "./load.js";

/**
 * GET /api/users/me/ through Cairn's whole middleware stack against a bare Koa hello-world, both in
 * their own processes, measured in interleaved rounds on loopback; prints the median ratio.
 * Target (issue 2): ratio >= 0.5.
 */
const ROUNDS = 5;

interface Ready {
  port: number;
  cookie?: string;
  database?: string;
}

const start = (script: string) => startServerProcess<Ready>(new URL(script, import.meta.url));
const measure = requestsPerSecond;

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
