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

/** A Tuesday and a Saturday of this month (the browser's month: both run on this machine's clock and zone). */
function daysThisMonth(): { weekday: string; saturday: string } {
  const now = new Date();
  const days = Array.from({ length: 28 }, (_, index) => new Date(now.getFullYear(), now.getMonth(), index + 1));
  return { weekday: dayOf(days.find((date) => date.getDay() === 2) as Date), saturday: dayOf(days.find((date) => date.getDay() === 6) as Date) };
}

/**
 * The calendar shows weekends unless asked not to, and its count is what its grid shows: a hidden
 * weekend's items are counted apart, never in the "due in view" figure.
 */
describe.skipIf(!chromiumPath)(`calendar weekends in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("weekends");
  const { weekday, saturday } = daysThisMonth();

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 1200 });
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Harbour" });
    project = await buildProject(db, workspace, owner, { name: "Moorings" });
    await buildWorkItem(db, project, { name: "Check the lines", target_date: weekday });
    await buildWorkItem(db, project, { name: "Saturday inspection", target_date: saturday });
    await buildWorkItem(db, project, { name: "Undated chore" });
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const calendar = () => page.getByRole("grid", { name: /^Work items by due date/ });
  const cell = (day: string) => calendar().locator(`[role="gridcell"][data-day="${day}"]`);
  const count = () => page.locator(".calendar__count");

  it("shows a weekend's items by default and counts what it shows", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Calendar" }).click();
    expect((await saved).status()).toBe(200);
    expect(await page.getByRole("switch", { name: "Show weekends" }).isChecked()).toBe(true);
    await cell(saturday).getByRole("link", { name: /Saturday inspection/ }).waitFor();
    await cell(weekday).getByRole("link", { name: /Check the lines/ }).waitFor();
    await expect.poll(() => count().textContent()).toBe("2 work items due in view");
    // The page header does not repeat a count that could disagree with the grid.
    expect(await page.locator(".work-items-page__header").textContent()).not.toMatch(/\d work items?/);
  });

  it("hides weekends on request, counts only the weekdays, and keeps the choice after a reload", async () => {
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("switch", { name: "Show weekends" }).uncheck();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => cell(saturday).count()).toBe(0);
    await expect.poll(() => count().textContent()).toBe("1 work item due in view, 1 more on hidden weekends");

    await page.reload();
    await cell(weekday).getByRole("link", { name: /Check the lines/ }).waitFor();
    expect(await page.getByRole("switch", { name: "Show weekends" }).isChecked()).toBe(false);
    expect(await cell(saturday).count()).toBe(0);
    await expect.poll(() => count().textContent()).toBe("1 work item due in view, 1 more on hidden weekends");
  });
});
