import { performance } from "node:perf_hooks";
import type { ClientAnswer, ClientRequest } from "./remoteClient.js";

/**
 * The benchmark's HTTP client, in a process of its own (forked by remoteClient.ts): a browser does not
 * parse the response on the server's event loop either, so the API's latency is measured without the
 * client's fetch and JSON.parse competing with the server for one thread. Each request is timed here,
 * from the fetch to the parsed body, so the messages to and from the parent are not counted.
 */
process.on("message", (message: ClientRequest) => {
  void answer(message).then((reply) => process.send?.(reply));
});

async function answer({ id, url, cookie }: ClientRequest): Promise<ClientAnswer> {
  try {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) return { id, error: `${url}: ${response.status} ${await response.text()}` };
    const body = (await response.json()) as { count: number; results: unknown };
    const ms = performance.now() - start;
    const groups = Array.isArray(body.results) ? null : Object.keys(body.results as object).length;
    return { id, ms, count: body.count, groups };
  } catch (error) {
    return { id, error: `${url}: ${String(error)}` };
  }
}
