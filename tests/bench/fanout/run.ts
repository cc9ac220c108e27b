import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../api/config.js";
import type { ScopeRequest } from "../../../api/contract/realtime.js";
import type { DomainEvent } from "../../../api/events/bus.js";
import { migrateLatest } from "../../../db/migrate.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";
import { openBenchDatabase } from "../work-items/database.js";
import { signIn } from "../work-items/session.js";
import { startBareServer } from "./bareServer.js";
import { forkChild, type Child } from "./child.js";
import { addToReport, emptyReport, startClientPool, type ClientPool, type PoolReport } from "./clientPool.js";
import { now } from "./clock.js";
import { csrfFor } from "./csrf.js";
import { fanoutFigures, type Checkpoint, type FanoutFigures } from "./figures.js";
import { heldMemory, perSocket, type HeldMemory } from "./memory.js";
import { CpuProfiler } from "./profile.js";
import type { SendOrder, SendTarget, SenderAnswer, Sent } from "./protocol.js";
import { seedAudience } from "./seed.js";
import { SqlTimer } from "./sqlTimer.js";

/**
 * The realtime hub's fan-out (issue 12): 500 signed-in people, their sockets spread over client processes
 * (clients.ts), all subscribed to one project; a sender process (sender.ts) PATCHes its work items through
 * the REST API at 20 a second, 10 s in all. For each change: the time from the PATCH being sent to the
 * last socket hearing its work_item.updated, and every socket must hear every change exactly once. The
 * baseline, in the same run, on the same machine and the same number of sockets: a bare Socket.IO server
 * (bareServer.ts) broadcasting the same event on a POST at the same rate, after Cairn. BENCH_SLICES=5 has
 * the two take turns in slices of 2 s instead, so a machine whose load comes and goes weighs on both
 * alike (a backlog then has the pause between slices to drain, which 10 s in a row does not give it).
 * Also the server's memory per idle signed-in socket. Targets: p99 under 60 ms and at most 1.5x the bare p99, nothing lost or doubled.
 * Prints the figures, PASS or FAIL per target, and exits non-zero when one is missed. BENCH_PROFILE=<folder>
 * adds CPU profiles of the server over Cairn's slices (profile.ts).
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 5);
const PER_SECOND = 20;
const SECONDS = 10;
const SLICES = Number(process.env.BENCH_SLICES ?? 1);
/** Changes sent before measuring, so both servers run warm code and open connections. */
const WARM_UP = 20;
/** Time after a slice's last answer for late deliveries; a delivery later than this counts as lost. */
const SETTLE_MS = 2_000;
const EVENT = "work_item.updated";
const P99_TARGET_MS = 60;
const BARE_RATIO_TARGET = 1.5;

interface Phase {
  title: string;
  url: string;
  cookies: (string | null)[];
  /** What each socket asks to hear once connected; the bare server puts every socket in its room. */
  scope: ScopeRequest | null;
  /** Asked once the phases before it have warmed up: the bare server sends an event Cairn published. */
  target: () => SendTarget;
  /** Moments the server notes on each change's way, in order. */
  checkpoints: Checkpoint[];
  /** Times the server's SQL, for a server that has a database. */
  sql?: SqlTimer;
  profiler?: CpuProfiler | undefined;
}

/** What a phase measured, slice by slice. */
interface Measured {
  sent: Sent[];
  heard: PoolReport;
}

interface IdleMemory {
  /** Server memory per idle socket (connected and signed in, not subscribed) the first time each connects. */
  first: HeldMemory;
  /** The same when each connects again: without the code compiled and the sessions cached the first time. */
  again: HeldMemory;
}

/** A phase and what was measured of it. */
interface Run {
  phase: Phase;
  idle: IdleMemory;
  /** What it sends, known from its warm-up on. */
  target: SendTarget | null;
  measured: Measured;
}

/** When each server began to fan out each change (the hub's bus heard it; the bare server parsed it), by mutation id. */
const fannedOut: Checkpoint = { name: "fan-out starts", at: new Map() };
const noteFanout = (payload: unknown) => note(fannedOut, (payload as { mutation_id?: unknown } | null)?.mutation_id);

function note(checkpoint: Checkpoint, key: unknown): void {
  if (typeof key === "string") checkpoint.at.set(key, now());
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function send(sender: Child<SendOrder, SenderAnswer>, target: SendTarget, count: number): Promise<Sent[]> {
  const answer = await sender.ask({ type: "send", target, perSecond: PER_SECOND, count });
  return answer.type === "sent" ? answer.sent : [];
}

/** Connects the phase's sockets, reads the server memory they hold each, and disconnects them. */
async function idleSocketMemory(pool: ClientPool, phase: Phase): Promise<HeldMemory> {
  const before = await heldMemory();
  await pool.connect(phase.url, phase.url, phase.cookies);
  const held = perSocket(before, await heldMemory(), phase.cookies.length);
  await pool.disconnect();
  // The server lets go of the sockets a little after they close; the next reading waits for that.
  await settle();
  return held;
}

/** One slice of a phase: its share of the changes at the full rate, then what every socket heard of them. */
async function measureSlice(pool: ClientPool, sender: Child<SendOrder, SenderAnswer>, { phase, target, measured: into }: Run): Promise<void> {
  if (!target) throw new Error(`${phase.title}: measured before it was warmed up`);
  await phase.profiler?.start();
  phase.sql?.start();
  into.sent.push(...(await send(sender, target, Math.round((PER_SECOND * SECONDS) / SLICES))));
  await settle();
  phase.sql?.stop();
  await phase.profiler?.stop();
  const heard = await pool.report();
  addToReport(into.heard, heard.receipts.values(), heard.unkeyed);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const bytes = (memory: HeldMemory) => `${Math.round(memory.heapUsed)} B heap + ${Math.round(memory.external)} B external`;
function describe({ phase, idle }: Run, figures: FanoutFigures): string[] {
  return [
    `${phase.title}: ${figures.events} changes to ${figures.sockets} sockets; sent to last socket p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`,
    `  of which: sent ${figures.stages.map((stage) => `-> ${stage.to} p50 ${ms(stage.p50)}, p99 ${ms(stage.p99)}`).join("; ")}`,
    `  request answered (median) ${ms(figures.responseP50)}; ${figures.lost} deliveries lost, ${figures.duplicated} duplicated, ${figures.failedSends} requests failed, ${figures.strays} stray events`,
    ...(phase.sql ? [phase.sql.summary(figures.events)] : []),
    `  server memory per idle socket: ${bytes(idle.again)} (the first time each connected: ${bytes(idle.first)})`,
    ...(phase.profiler?.summary() ?? []),
  ];
}

const database = await openBenchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-fanout-"));
try {
  await migrateLatest(database.db);
  const audience = await seedAudience(database.db, SOCKETS);
  // One node: the Redis adapter (REDIS_URL) would put Redis between the hub and its own sockets.
  const config = loadConfig({ ...process.env, REDIS_URL: "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" });
  const sql = new SqlTimer(database.db);
  const server = await createCairnServer(config, { database: { db: database.db, target: database.target } });
  const baseUrl = `http://127.0.0.1:${await server.listen()}`;
  // Noted before Koa hears the request: how long a PATCH waited to be read, apart from how long it took.
  const requestRead: Checkpoint = { name: "request read by the server", at: new Map() };
  server.http.prependListener("request", (request: IncomingMessage) => note(requestRead, request.headers["x-mutation-id"]));
  // The hub accepts sockets from the web app's origin, which is this server's own address here.
  server.services.config.webUrl = baseUrl;
  const bare = await startBareServer(noteFanout);
  const pool = await startClientPool(CLIENT_PROCESSES);
  const sender = await forkChild<SendOrder, SenderAnswer>(new URL("./sender.ts", import.meta.url));
  // The bus hands each event to all its listeners in one turn and the hub emits from a promise after it,
  // so this notes the moment the fan-out starts, before the hub's emit.
  let sample: DomainEvent | null = null;
  const stopListening = server.services.events.subscribe((event) => {
    if (event.name !== EVENT) return;
    noteFanout(event);
    sample ??= event;
  });
  try {
    console.log(
      `database: ${database.label}; ${SOCKETS} sockets in ${CLIENT_PROCESSES} client processes; ${PER_SECOND} changes a second, ` +
        `${SECONDS} s per server ${SLICES === 1 ? "in a row" : `in ${SLICES} slices taking turns`}, after ${WARM_UP} changes to warm up`,
    );
    const session = await csrfFor(baseUrl, await signIn(baseUrl, audience.owner.email));
    const itemsUrl = `${baseUrl}/api/workspaces/${audience.workspace.slug}/projects/${audience.project.id}/issues`;
    const cairn: Phase = {
      title: "Cairn (PATCH through the REST API, the hub's sockets)",
      url: baseUrl,
      cookies: audience.cookies,
      scope: { workspace_slug: audience.workspace.slug, project_id: audience.project.id },
      target: () => ({ kind: "cairn", urls: audience.items.map((item) => `${itemsUrl}/${item.id}/`), cookie: session.cookie, csrfToken: session.token, origin: baseUrl }),
      checkpoints: [requestRead, fannedOut],
      sql,
      profiler: process.env.BENCH_PROFILE ? new CpuProfiler(process.env.BENCH_PROFILE) : undefined,
    };
    const bareSocketIo: Phase = {
      title: "bare Socket.IO (POST to a broadcast of the same event)",
      url: bare.url,
      cookies: audience.cookies.map(() => null),
      scope: null,
      checkpoints: [fannedOut],
      target: () => {
        if (!sample) throw new Error(`Cairn published no ${EVENT}: the bare server has no payload to send`);
        const { audience: _audience, ...envelope } = sample;
        return { kind: "bare", url: bare.broadcastUrl(EVENT), envelope };
      },
    };
    const runs: Run[] = [];
    for (const phase of [cairn, bareSocketIo]) {
      const first = await idleSocketMemory(pool, phase);
      runs.push({ phase, idle: { first, again: await idleSocketMemory(pool, phase) }, target: null, measured: { sent: [], heard: emptyReport() } });
    }
    for (const { phase } of runs) {
      await pool.connect(phase.url, phase.url, phase.cookies);
      if (phase.scope) await pool.subscribe(phase.scope);
    }
    await pool.listen(EVENT);
    for (const run of runs) {
      run.target = run.phase.target();
      await send(sender, run.target, WARM_UP);
    }
    await settle();
    await pool.report();

    for (let slice = 0; slice < SLICES; slice++) {
      // Each goes first as often as the other.
      for (const run of slice % 2 === 0 ? runs : [...runs].reverse()) await measureSlice(pool, sender, run);
    }

    const figures = runs.map(({ phase, measured }) => fanoutFigures(measured.sent, measured.heard, phase.cookies.length, phase.checkpoints));
    const [ours, baseline] = figures;
    if (!ours || !baseline) throw new Error("a phase measured nothing");
    const ratio = ours.p99 / baseline.p99;
    const complete = (figures: FanoutFigures) => figures.lost === 0 && figures.duplicated === 0 && figures.failedSends === 0 && figures.strays === 0;
    const checks: [string, boolean | null][] = [
      ...runs.flatMap((run, index) => describe(run, figures[index] as FanoutFigures)).map((line): [string, null] => [line, null]),
      [`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores at the end`, null],
      // Not a target: the p99s are each the second slowest of 200 changes, so their ratio moves from run to run with the machine; the medians' shows what the server adds to every change.
      [`Cairn p50 / bare p50 = ${(ours.p50 / baseline.p50).toFixed(2)} (for reading the p99 ratio: what every change costs, not its slowest)`, null],
      [`Cairn p99 ${ms(ours.p99)} (target < ${P99_TARGET_MS} ms)`, ours.p99 < P99_TARGET_MS],
      [`Cairn p99 / bare p99 = ${ratio.toFixed(2)} (target <= ${BARE_RATIO_TARGET})`, ratio <= BARE_RATIO_TARGET],
      [`Cairn: every socket heard every change exactly once, every PATCH succeeded`, complete(ours)],
      [`bare: every socket heard every broadcast exactly once (the baseline is whole)`, complete(baseline)],
    ];
    console.log("");
    for (const [line, pass] of checks) console.log(pass === null ? line : `${line} ${pass ? "PASS" : "FAIL"}`);
    process.exitCode = checks.every(([, pass]) => pass !== false) ? 0 : 1;
  } finally {
    stopListening();
    sender.kill();
    pool.close();
    await bare.close();
    await server.close();
  }
} finally {
  await database.drop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
