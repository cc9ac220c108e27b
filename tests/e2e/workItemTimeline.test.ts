import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkspace } from "../helpers/workspaces.js";

interface ItemDates {
  id: string;
  sequence_id: number;
  start_date: string | null;
  target_date: string | null;
}

/** A calendar day `offset` days from today, as the browser on this machine counts days. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The timeline layout in a real browser: bars for dated items, the scale switcher, and a bar dragged by
 * three days, which moves both dates on the server and stays moved after a reload.
 */
describe.skipIf(!chromiumPath)(`work item timeline in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let dated: ItemDates;
  const email = uniqueEmail("timeline");

  const issuesUrl = () => `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`;

  /** The API as the signed-in browser calls it: its session cookie and a CSRF header on writes. */
  async function createItem(data: { name: string; start_date?: string; target_date?: string }): Promise<ItemDates> {
    const csrf = ((await (await page.request.get("/auth/get-csrf-token/")).json()) as { csrf_token: string }).csrf_token;
    const response = await page.request.post(issuesUrl(), { data, headers: { "X-CSRFToken": csrf } });
    expect(response.status()).toBe(201);
    return (await response.json()) as ItemDates;
  }

  async function fetchItem(id: string): Promise<ItemDates> {
    return (await (await page.request.get(`${issuesUrl()}${id}/`)).json()) as ItemDates;
  }

  const key = (item: ItemDates) => `${project.identifier}-${item.sequence_id}`;
  const barOf = (item: ItemDates) => page.getByRole("button", { name: new RegExp(`^${key(item)} .*, `) });
  const todayLine = () => page.locator(".gantt__today");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Orbit Co" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Orbiter" });
    await signInToWorkspace(page, email, workspace.slug);
    dated = await createItem({ name: "Mount the antenna", start_date: day(-2), target_date: day(3) });
    await createItem({ name: "Paint the fins", target_date: day(5) });
    await createItem({ name: "Write the checklist" });
  });

  afterAll(() => session?.close());

  it("shows a bar per dated item and switches scale", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Timeline" }).click();
    await barOf(dated).waitFor();
    await page.getByRole("button", { name: /^.+ Paint the fins, due / }).waitFor();
    // The undated item has no bar, only a way to give it dates.
    await page.getByRole("button", { name: /^Add dates to .+ Write the checklist/ }).waitFor();
    expect(await page.getByRole("button", { name: new RegExp(`^${project.identifier}-\\d+ Write the checklist, `) }).count()).toBe(0);

    // Month scale (the default) is 20 px a day: six days make a 120 px bar.
    expect((await barOf(dated).boundingBox())?.width).toBeCloseTo(120, 0);
    const scales = page.getByRole("radiogroup", { name: "Timeline scale" });
    await scales.getByRole("radio", { name: "Quarter" }).click();
    await expect.poll(async () => (await barOf(dated).boundingBox())?.width).toBeCloseTo(30, 0);

    // Scrolled to its start, the chart grows by another span instead of ending.
    const chart = page.locator(".gantt__scroll");
    const width = await chart.evaluate((element) => element.scrollWidth);
    await chart.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect.poll(() => chart.evaluate((element) => element.scrollWidth)).toBeGreaterThan(width);

    await scales.getByRole("radio", { name: "Week" }).click();
    await expect.poll(async () => (await barOf(dated).boundingBox())?.width).toBeCloseTo(360, 0);
  });

  it("drags a bar by three days, moving both dates, and keeps it there after a reload", async () => {
    await page.getByRole("button", { name: "Today", exact: true }).click();
    const box = await barOf(dated).boundingBox();
    if (!box) throw new Error("the bar is not on screen");
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/issue-dates/"));
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 90, y, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 180, y, { steps: 5 });
    await page.mouse.up();
    expect((await saved).status()).toBe(200);

    const moved = await fetchItem(dated.id);
    expect({ start: moved.start_date, target: moved.target_date }).toEqual({ start: day(1), target: day(6) });

    await page.reload();
    await barOf(dated).waitFor();
    await expect.poll(() => barOf(dated).getAttribute("data-start")).toBe(day(1));
    // Back in the month scale after the reload: the bar starts one day (20 px) after today's line.
    const bar = await barOf(dated).boundingBox();
    const today = await todayLine().boundingBox();
    expect((bar?.x ?? 0) - (today?.x ?? 0)).toBeCloseTo(20, 0);
  });

  it("moves a bar and its target date from the keyboard, and gives an undated item dates", async () => {
    const bar = barOf(dated);
    await bar.focus();
    let saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/issue-dates/"));
    await page.keyboard.press("ArrowLeft");
    expect((await saved).status()).toBe(200);
    saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/issue-dates/"));
    await page.keyboard.press("Shift+ArrowRight");
    expect((await saved).status()).toBe(200);
    const moved = await fetchItem(dated.id);
    expect({ start: moved.start_date, target: moved.target_date }).toEqual({ start: day(0), target: day(6) });
    await page.getByText(`${key(dated)}: `).waitFor({ state: "attached" });

    saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/issue-dates/"));
    await page.getByRole("button", { name: /^Add dates to .+ Write the checklist/ }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole("button", { name: new RegExp(`^${project.identifier}-\\d+ Write the checklist, `) }).waitFor();
  });

  it("puts the old dates back, with a toast, when the server refuses a move", async () => {
    await page.route("**/issue-dates/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Server error" }) }));
    const bar = barOf(dated);
    const before = await bar.getAttribute("data-start");
    await bar.focus();
    await page.keyboard.press("ArrowRight");
    await page.getByText("Dates not saved").waitFor();
    await expect.poll(() => bar.getAttribute("data-start")).toBe(before);
    await page.unroute("**/issue-dates/");
  });
});
