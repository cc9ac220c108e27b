import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { cpus, loadavg } from "node:os";
import { loadConfig } from "../../../api/config.js";
import { ensureWebBuild } from "../../../api/webBuild.js";
import type { Layout } from "../../../api/contract/workItemDisplay.js";
import { migrateLatest } from "../../../db/migrate.js";
import { Profile } from "../../../db/models/Profile.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";
import { launchChromium, repoRoot, webRoot } from "../../helpers/browser.js";
import { openBenchDatabase } from "../work-items/database.js";
import { ITEM_COUNT, seedProject } from "../work-items/seed.js";
import { signIn } from "../work-items/session.js";
import { traceCpuTasks } from "./cpuTasks.js";
import { ListRequests, watchTransfer } from "./network.js";
import { clickLoadMore, elementCount, findScrollers, firstRowTime, installProbe, scrollToLoadedEnd, takeLongTasks } from "./probes.js";

/**
 * The web app on a project of 10,000 work items (issue 11), in headless Chromium, signed in: time to the
 * first rows of the list, the spreadsheet and the board; long tasks while each is scrolled to its end,
 * loading pages as it goes; the board's element count once there; and the bytes a fresh browser
 * transfers for the project page, against the same page's decoded size. Prints the figures, PASS or
 * FAIL per target, and exits non-zero when one is missed.
 */
const LONG_TASK_MS = 50;
const BOARD_ELEMENTS = 5_000;
const TRANSFER_BYTES = 250_000;
/**
 * One scroll step per frame. 800 px is more than the spreadsheet's whole viewport, so every frame brings a
 * screenful of rows never drawn before, as dragging the scroll bar does: harder than any wheel or trackpad.
 */
const STEP_PX = Number(process.env.BENCH_STEP_PX ?? 800);
/** How long without a new page request counts as "no more to load". */
const QUIET_MS = 600;
/** A layout that has not reached its end by then is reported as stopped there. */
const SCROLL_SECONDS = Number(process.env.BENCH_SCROLL_SECONDS ?? 300);
const VIEWPORT = { width: 1440, height: 900 };
/** BENCH_ONLY=list,board (say) measures only those parts: list, spreadsheet, board, transfer. */
const ONLY = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const wanted = (part: string) => !ONLY || ONLY.includes(part);

interface LayoutCase {
  layout: Layout;
  title: string;
  /** An element that is one loaded work item of this layout. */
  row: string;
}

const CASES: readonly LayoutCase[] = [
  { layout: "list", title: "list", row: "[role=list][aria-label='Work items'] [role=listitem]" },
  { layout: "spreadsheet", title: "spreadsheet", row: ".spreadsheet__row" },
  { layout: "kanban", title: "board", row: "[data-card-id]" },
];

interface LayoutFigures {
  firstRowMs: number;
  longTasks: number[];
  /** CPU milliseconds of every main-thread task while scrolling. */
  cpuTasks: number[];
  elements: number;
  pages: number;
  items: number;
  seconds: number;
  reachedEnd: boolean;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Scrolls every scroller of the page's main area to the end of what is loaded, then waits for pages, until a pass brings none. */
async function scrollToEnd(page: Page, requests: ListRequests): Promise<boolean> {
  const deadline = Date.now() + SCROLL_SECONDS * 1000;
  for (;;) {
    const before = requests.started;
    await findScrollers(page, "#main-content");
    await scrollToLoadedEnd(page, STEP_PX);
    await clickLoadMore(page, "#main-content");
    await requests.quiet(QUIET_MS);
    if (Date.now() >= deadline) return false;
    if (requests.started === before) return true;
  }
}

async function measureLayout(browser: Browser, baseUrl: string, cookie: string, path: string, layoutCase: LayoutCase): Promise<LayoutFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    await context.addCookies([cookieFor(baseUrl, cookie)]);
    const page = await context.newPage();
    await installProbe(page, layoutCase.row);
    const requests = new ListRequests(page);
    await page.goto(path);
    const firstRowMs = await firstRowTime(page);
    await requests.quiet(QUIET_MS);
    await takeLongTasks(page);
    const stopTrace = await traceCpuTasks(browser, page);
    const started = Date.now();
    const reachedEnd = await scrollToEnd(page, requests);
    const seconds = (Date.now() - started) / 1000;
    // Long tasks are reported after they end: one more frame lets the last one in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const longTasks = await takeLongTasks(page);
    const cpuTasks = await stopTrace();
    return { firstRowMs, longTasks, cpuTasks, elements: await elementCount(page), pages: requests.started, items: requests.items, seconds, reachedEnd };
  } finally {
    await context.close();
  }
}

/** What a browser with an empty cache transfers to show the project's list, once the page has settled. */
async function measureTransfer(browser: Browser, baseUrl: string, cookie: string, path: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    await context.addCookies([cookieFor(baseUrl, cookie)]);
    const page = await context.newPage();
    const transfer = await watchTransfer(await context.newCDPSession(page));
    await installProbe(page, CASES[0]?.row ?? "");
    const requests = new ListRequests(page);
    await page.goto(path);
    await firstRowTime(page);
    await page.waitForLoadState("networkidle");
    await requests.quiet(QUIET_MS);
    return transfer();
  } finally {
    await context.close();
  }
}

function cookieFor(baseUrl: string, cookie: string) {
  const [name = "", value = ""] = cookie.split("=");
  return { name, value, url: baseUrl };
}

/** Saves the person's layout for the project through the API, as the layout switcher does. */
async function saveLayout(baseUrl: string, cookie: string, path: string, layout: Layout): Promise<void> {
  const csrf = await fetch(`${baseUrl}/auth/get-csrf-token/`, { headers: { cookie } });
  const { csrf_token: token } = (await csrf.json()) as { csrf_token: string };
  const csrfCookie = csrf.headers.getSetCookie()[0]?.split(";")[0];
  const response = await fetch(`${baseUrl}${path}`, {
    method: "PATCH",
    headers: { cookie: [cookie, csrfCookie].filter(Boolean).join("; "), "content-type": "application/json", "x-csrftoken": token },
    body: JSON.stringify({ display_filters: { layout } }),
  });
  if (!response.ok) throw new Error(`saving the ${layout} layout: ${response.status} ${await response.text()}`);
}

const database = await openBenchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-web-"));
const checks: [string, boolean | null][] = [];
const line = (text: string, pass: boolean | null) => (pass === null ? text : `${text} ${pass ? "PASS" : "FAIL"}`);
/** A figure, with its verdict when it has a target; printed as it comes and again in the summary. */
function record(text: string, pass: boolean | null = null): void {
  checks.push([text, pass]);
  console.log(`  ${line(text, pass)}`);
}
try {
  await migrateLatest(database.db);
  const { owner, workspace, project } = await seedProject(database.db);
  await Profile.query(database.db).patch({ is_onboarded: true }).where("user_id", owner.id);
  await database.db("instances").update({ is_setup_done: true });
  await ensureWebBuild(repoRoot, webRoot, (message) => console.log(message));
  console.log(`database: ${database.label}; ${ITEM_COUNT} work items; Chromium headless at ${VIEWPORT.width}x${VIEWPORT.height}; scrolling ${STEP_PX} px a frame`);

  const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" });
  const server = await createCairnServer(config, { database: { db: database.db, target: database.target }, webRoot });
  const baseUrl = `http://127.0.0.1:${await server.listen()}`;
  const browser = await launchChromium();
  try {
    const cookie = await signIn(baseUrl, owner.email);
    const issuesPath = `/${workspace.slug}/projects/${project.id}/issues/`;
    const settingsPath = `/api/workspaces/${workspace.slug}/projects/${project.id}/user-properties/`;

    for (const layoutCase of CASES.filter((entry) => wanted(entry.title))) {
      await saveLayout(baseUrl, cookie, settingsPath, layoutCase.layout);
      const figures = await measureLayout(browser, baseUrl, cookie, issuesPath, layoutCase);
      const over = figures.longTasks.filter((duration) => duration > LONG_TASK_MS);
      const worst = Math.max(0, ...figures.longTasks);
      const cpuOver = figures.cpuTasks.filter((duration) => duration > LONG_TASK_MS);
      const load = loadavg()[0] ?? 0;
      const end = figures.reachedEnd ? "reached the end" : `stopped after ${SCROLL_SECONDS} s`;
      record(`${layoutCase.title}: first rows ${ms(figures.firstRowMs)} after navigation start (empty cache)`);
      record(`${layoutCase.title}: scrolled ${figures.seconds.toFixed(1)} s, ${figures.pages} page requests, ${figures.items} items loaded, ${end}`);
      record(`${layoutCase.title}: ${over.length} long tasks over ${LONG_TASK_MS} ms while scrolling, worst ${ms(worst)} (target: none, at the end)`, over.length === 0 && figures.reachedEnd);
      record(
        `${layoutCase.title}: ${cpuOver.length} of ${figures.cpuTasks.length} main-thread tasks over ${LONG_TASK_MS} ms of CPU time, worst ${ms(Math.max(0, ...figures.cpuTasks))} ` +
          `(wall time above includes waiting for the CPU: load average ${load.toFixed(1)} on ${cpus().length} cores at the end)`,
      );
      if (layoutCase.layout === "kanban") {
        record(`${layoutCase.title}: ${figures.elements} elements in the page at the end (target < ${BOARD_ELEMENTS})`, figures.elements < BOARD_ELEMENTS);
      }
    }

    if (wanted("transfer")) {
      await saveLayout(baseUrl, cookie, settingsPath, "list");
      const transfer = await measureTransfer(browser, baseUrl, cookie, issuesPath);
      record(`project page (list), empty cache: ${transfer.requests} requests, ${kb(transfer.decoded)} of bodies once decoded (baseline: what it weighs uncompressed)`);
      record(`project page (list), empty cache: ${kb(transfer.encoded)} transferred (target < ${kb(TRANSFER_BYTES)})`, transfer.encoded < TRANSFER_BYTES);
      record(`  by type: ${Object.entries(transfer.byType).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(", ")}`);
      record(`  largest: ${transfer.largest.map(([path, sent, decoded]) => `${path} ${kb(sent)} (${kb(decoded)} decoded)`).join(", ")}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await database.drop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log("\nsummary");
for (const [text, pass] of checks) console.log(`  ${line(text, pass)}`);
process.exitCode = checks.every(([, pass]) => pass !== false) ? 0 : 1;
