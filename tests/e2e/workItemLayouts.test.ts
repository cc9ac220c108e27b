import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

const pad = (value: number) => String(value).padStart(2, "0");
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days of the current month (the browser's month: both run on this machine's clock and zone). */
function daysOfThisMonth(): Date[] {
  const now = new Date();
  const days: Date[] = [];
  for (let date = new Date(now.getFullYear(), now.getMonth(), 1); date.getMonth() === now.getMonth(); date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)) {
    days.push(date);
  }
  return days;
}

const thisMonth = daysOfThisMonth();
const weekdays = thisMonth.filter((date) => date.getDay() !== 0 && date.getDay() !== 6).map(dayOf);
const saturday = dayOf(thisMonth.find((date) => date.getDay() === 6) as Date);
const [firstWeekday, secondWeekday, lastWeekday] = [weekdays[1], weekdays[3], weekdays.at(-2)] as [string, string, string];
/** Enough rows for three spreadsheet pages, so scrolling has to load more. */
const UNDATED_ITEMS = 230;

/**
 * The spreadsheet and calendar layouts in a real browser: rows and columns, an inline priority edit
 * that survives a reload, a sortable header, paging on scroll; items on their due days, the week view,
 * the weekend switch and a drag that moves an item's due date on the server.
 */
describe.skipIf(!chromiumPath)(`work item layouts in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("layouts");
  let dragged: { id: string };

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Orbit Co" });
    project = await buildProject(db, workspace, owner, { name: "Lander" });
    dragged = await buildWorkItem(db, project, { name: "Alpha launch", priority: "low", target_date: firstWeekday });
    await buildWorkItem(db, project, { name: "Bravo review", priority: "medium", start_date: secondWeekday, target_date: secondWeekday });
    await buildWorkItem(db, project, { name: "Charlie weekend", target_date: saturday });
    for (let index = 1; index <= UNDATED_ITEMS; index += 1) await buildWorkItem(db, project, { name: `Backlog chore ${index}` });
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const key = (sequence: number) => `${project.identifier}-${sequence}`;
  const issuesUrl = () => `/${workspace.slug}/projects/${project.id}/issues/`;
  const chooseLayout = async (name: string) => {
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name }).click();
    expect((await saved).status()).toBe(200);
  };

  it("shows the spreadsheet's rows and columns, saves an inline priority edit and sorts by a header", async () => {
    await page.goto(issuesUrl());
    await chooseLayout("Spreadsheet");
    const grid = page.getByRole("grid", { name: "Work items" });
    for (const title of ["Work item", "State", "Priority", "Assignees", "Labels", "Start date", "Due date", "Created on"]) {
      await grid.getByRole("columnheader", { name: title }).waitFor();
    }
    await grid.getByRole("button", { name: "Alpha launch" }).waitFor();
    await grid.getByText(key(1), { exact: true }).waitFor();
    // Virtualised: a page of 100 is loaded, far fewer rows are in the document.
    expect(await grid.getByRole("row").count()).toBeLessThan(60);

    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    await grid.getByRole("button", { name: new RegExp(`^Priority of ${key(1)}: `) }).click();
    const picker = page.getByRole("dialog", { name: `Priority of ${key(1)}` });
    await picker.getByRole("combobox").fill("urg");
    await picker.getByRole("combobox").press("Enter");
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole("button", { name: new RegExp(`^Priority of ${key(1)}: `) }).getAttribute("aria-label")).toBe(`Priority of ${key(1)}: Urgent`);

    // Up and Down move between the rows' names.
    await grid.getByRole("button", { name: "Alpha launch" }).focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Bravo review");

    const dueHeader = page.getByRole("columnheader", { name: "Due date" });
    expect(await dueHeader.getAttribute("aria-sort")).toBe("none");
    await dueHeader.getByRole("button").click();
    await expect.poll(() => dueHeader.getAttribute("aria-sort")).toBe("ascending");
    await dueHeader.getByRole("button").click();
    await expect.poll(() => dueHeader.getAttribute("aria-sort")).toBe("descending");
  });

  it("loads the next spreadsheet page when scrolled near the end", async () => {
    const grid = page.getByRole("grid", { name: "Work items" });
    const last = grid.getByRole("button", { name: `Backlog chore ${UNDATED_ITEMS}`, exact: true });
    await expect
      .poll(
        async () => {
          await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
          return last.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await grid.getAttribute("aria-rowcount")).toBe(String(UNDATED_ITEMS + 4));
  });

  it("puts items on their due days, switches to the week view and hides weekends on demand", async () => {
    await page.goto(issuesUrl());
    await chooseLayout("Calendar");
    const calendar = page.getByRole("grid", { name: /^Work items by due date/ });
    const cell = (day: string) => calendar.locator(`[role="gridcell"][data-day="${day}"]`);
    await cell(firstWeekday).getByRole("link", { name: /Alpha launch/ }).waitFor();
    await cell(secondWeekday).getByRole("link", { name: /Bravo review/ }).waitFor();
    expect(await cell(firstWeekday).getAttribute("aria-label")).toMatch(/, 1 work item$/);
    // Weekends show by default; hidden, the arrow keys move between days a week being a row of five.
    await cell(saturday).getByRole("link", { name: /Charlie weekend/ }).waitFor();
    await page.getByRole("switch", { name: "Show weekends" }).uncheck();
    await expect.poll(() => cell(saturday).count()).toBe(0);
    await cell(firstWeekday).focus();
    await page.keyboard.press("ArrowDown");
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute("data-day"));
    expect(await focusedDay()).toBe(weekdays[weekdays.indexOf(firstWeekday) + 5]);
    await page.keyboard.press("ArrowLeft");
    expect(await focusedDay()).toBe(weekdays[weekdays.indexOf(firstWeekday) + 4]);

    await page.getByRole("group", { name: "Calendar layout" }).getByRole("button", { name: "Week" }).click();
    await expect.poll(() => calendar.getByRole("gridcell").count()).toBe(5);
    await page.getByRole("switch", { name: "Show weekends" }).check();
    await expect.poll(() => calendar.getByRole("gridcell").count()).toBe(7);
    await page.getByRole("group", { name: "Calendar layout" }).getByRole("button", { name: "Month" }).click();
    await cell(firstWeekday).waitFor();
  });

  it("drags an item to another day and the server keeps its new due date", async () => {
    const calendar = page.getByRole("grid", { name: /^Work items by due date/ });
    const cell = (day: string) => calendar.locator(`[role="gridcell"][data-day="${day}"]`);
    const chip = cell(firstWeekday).getByRole("link", { name: /Alpha launch/ });
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    // Playwright's drag does not start when the target first has to be scrolled into view: show the whole month.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await chip.dragTo(cell(lastWeekday));
    expect((await saved).status()).toBe(200);
    await cell(lastWeekday).getByRole("link", { name: /Alpha launch/ }).waitFor();
    // Asked of the server through the browser's session, so the check reads what the API now answers.
    const answer = await page.request.get(`/api/workspaces/${workspace.slug}/projects/${project.id}/issues/${dragged.id}/`);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { target_date: string }).target_date).toBe(lastWeekday);
  });

  it("moves an item a week later and back with Alt and the arrow keys", async () => {
    const calendar = page.getByRole("grid", { name: /^Work items by due date/ });
    const cell = (day: string) => calendar.locator(`[role="gridcell"][data-day="${day}"]`);
    const [year, month, date] = secondWeekday.split("-").map(Number) as [number, number, number];
    const weekLater = dayOf(new Date(year, month - 1, date + 7));
    await cell(secondWeekday).getByRole("link", { name: /Bravo review/ }).focus();
    await page.keyboard.press("Alt+ArrowDown");
    await cell(weekLater).getByRole("link", { name: /Bravo review/ }).waitFor();
    // Focus follows the chip, so the next key press moves it again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day"))).toBe(weekLater);
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    await page.keyboard.press("Alt+ArrowUp");
    expect((await saved).status()).toBe(200);
    await cell(secondWeekday).getByRole("link", { name: /Bravo review/ }).waitFor();
  });

  it("refuses a drop that would put the due date before the start date", async () => {
    const calendar = page.getByRole("grid", { name: /^Work items by due date/ });
    const cell = (day: string) => calendar.locator(`[role="gridcell"][data-day="${day}"]`);
    let patches = 0;
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().includes("/issues/")) patches += 1;
    });
    await cell(secondWeekday).getByRole("link", { name: /Bravo review/ }).dragTo(cell(firstWeekday));
    await page.waitForLoadState("networkidle");
    expect(patches).toBe(0);
    await cell(secondWeekday).getByRole("link", { name: /Bravo review/ }).waitFor();
  });
});
