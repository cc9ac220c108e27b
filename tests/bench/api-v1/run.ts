import { CONNECTIONS, median, requestsPerSecond, SECONDS, startServerProcess } from "../http/load.js";

/**
 * Issue 14: a 50-item page of work items through Plane's public API v1 with an API token, against the same
 * page through the app API with a session, on one server (./server.ts, 10,000 items) in interleaved rounds.
 * Both run the same list query; v1 adds its own presenter and the token lookup. Target: v1 at least 0.5x
 * the app API's requests a second (the ratio of the medians).
 */
const ROUNDS = 5;
const PER_PAGE = 50;

interface Ready {
  port: number;
  cookie: string;
  apiKey: string;
  appPath: string;
  v1Path: string;
  label: string;
}

const { child, ready } = await startServerProcess<Ready>(new URL("./server.ts", import.meta.url));
const app = { path: `${ready.appPath}?per_page=${PER_PAGE}`, headers: { cookie: ready.cookie } };
const v1 = { path: `${ready.v1Path}?per_page=${PER_PAGE}`, headers: { "x-api-key": ready.apiKey } };
try {
  for (const side of [app, v1]) {
    const response = await fetch(`http://127.0.0.1:${ready.port}${side.path}`, { headers: side.headers });
    const body = (await response.json()) as { results?: unknown[] };
    if (!response.ok || body.results?.length !== PER_PAGE) throw new Error(`${side.path} answered ${response.status} with ${body.results?.length} items, not ${PER_PAGE}`);
  }
  console.log(`database: ${ready.label}; ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, ${PER_PAGE} items a page`);
  await requestsPerSecond(ready.port, app.path, app.headers);
  await requestsPerSecond(ready.port, v1.path, v1.headers);
  const appRps: number[] = [];
  const v1Rps: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    appRps.push(await requestsPerSecond(ready.port, app.path, app.headers));
    v1Rps.push(await requestsPerSecond(ready.port, v1.path, v1.headers));
    console.log(`round ${round}: app API (session) ${appRps.at(-1)?.toFixed(0)} req/s, v1 (API token) ${v1Rps.at(-1)?.toFixed(0)} req/s`);
  }
  const ratio = median(v1Rps) / median(appRps);
  console.log(`median: app API ${median(appRps).toFixed(0)} req/s, v1 ${median(v1Rps).toFixed(0)} req/s`);
  console.log(`ratio v1 / app API: ${ratio.toFixed(2)} (target >= 0.50) ${ratio >= 0.5 ? "PASS" : "FAIL"}`);
  process.exitCode = ratio >= 0.5 ? 0 : 1;
} finally {
  child.disconnect();
}
