import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSockets, connectSocket, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";

/**
 * What an idle authenticated socket costs the server: SOCKETS sockets, each subscribed to a workspace and
 * a project as a browser on a board is, opened against a server in a process of its own (so the clients'
 * memory is not counted), its heap weighed after a full collection before and after. It prints the
 * figure and fails if a socket costs more than BUDGET_BYTES.
 */
const SOCKETS = 200;
const BUDGET_BYTES = 40 * 1024;

let t: TestServer;
let cast: ExtrasCast;
let child: ChildProcess | undefined;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await extrasCast(t.db, t.baseUrl);
});
afterAll(async () => {
  closeSockets(opened);
  if (child?.connected) {
    child.send("stop");
    await once(child, "exit");
  }
  await t.close();
});

async function reply<T>(process: ChildProcess, key: string): Promise<T> {
  for (;;) {
    const [message] = (await once(process, "message")) as [Record<string, T>];
    if (key in message) return message[key] as T;
  }
}

describe("an idle authenticated socket", () => {
  it.skipIf(!process.env.DATABASE_URL)(`costs the server less than ${BUDGET_BYTES / 1024} KB of heap (${SOCKETS} sockets)`, async () => {
    if (t.target.kind !== "postgres") return;
    child = fork(join(import.meta.dirname, "support", "hubProcess.ts"), [t.target.url], { execArgv: ["--expose-gc", "--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const port = await reply<number>(child, "port");
    const url = `http://127.0.0.1:${port}`;
    const measure = async () => {
      child?.send("measure");
      return reply<{ heapUsed: number; sockets: number }>(child as ChildProcess, "measurement");
    };
    // One socket first, so that what every socket shares (compiled code, prepared statements, caches) is in the baseline.
    const first = await connectTracked(opened, url, cast.member.client);
    await first.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
    const before = await measure();
    for (let index = 0; index < SOCKETS; index += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => connectSocket(url, cast.member.client)));
      opened.push(...batch);
      await Promise.all(batch.flatMap((socket) => [socket.mustSubscribe({ workspace_slug: cast.workspace.slug }), socket.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })]));
    }
    const after = await measure();
    expect(after.sockets - before.sockets).toBe(SOCKETS);
    const perSocket = Math.round((after.heapUsed - before.heapUsed) / SOCKETS);
    console.log(`[realtime] server heap per idle authenticated socket (2 scopes, websocket): ${perSocket} bytes (${SOCKETS} sockets)`);
    expect(perSocket).toBeLessThan(BUDGET_BYTES);
  });
});
