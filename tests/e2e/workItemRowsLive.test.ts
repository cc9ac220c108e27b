import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Three list pages (50 each) and two spreadsheet pages (100 each). */
const ITEMS = 120;

/**
 * The list and spreadsheet rows read their own item from the cache (so a scroll or a page arriving does
 * not render every row again): an edit made in the peek still shows in its row at once, and scrolling to
 * the end still loads every page.
 */
describe.skipIf(!chromiumPath)(`live virtualised rows in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("rows");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email });
    await Profile.query(db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(db, owner, { name: "Rows Co" });
    project = await buildProject(db, workspace, owner, { name: "Scroller" });
    for (let sequence = 1; sequence <= ITEMS; sequence += 1) await buildWorkItem(db, project, { name: `Row item ${sequence}`, priority: "low" });
    await page.goto("/");
    await signInInBrowser(page, email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
  }, 60_000);

  afterAll(() => session?.close());

  const key = (sequence: number) => `${project.identifier}-${sequence}`;

  /**
   * Sets the priority in the peek of the item whose row `open` clicks, and runs `check` while the peek is
   * still open: nothing else on the page changes then, so only the row's own reading of its item can show it.
   */
  async function setPriorityInPeek(open: () => Promise<void>, sequence: number, priority: string, check: () => Promise<void>): Promise<void> {
    await open();
    const peek = page.getByRole("dialog", { name: `Preview of ${key(sequence)}` });
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    await peek.getByRole("button", { name: /^Priority: / }).click();
    await page.getByRole("dialog", { name: "Priority" }).getByRole("option", { name: priority }).click();
    expect((await saved).status()).toBe(200);
    await check();
    await page.keyboard.press("Escape");
    await peek.waitFor({ state: "hidden" });
  }

  /** Scrolls `scroller` to its end until the row named `name` is rendered, pages loading on the way. */
  async function scrollUntil(scroller: string, name: string): Promise<void> {
    await expect
      .poll(
        async () => {
          await page.locator(scroller).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
          return page.getByText(name, { exact: true }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  }

  it("shows a peek edit in its list row at once, and loads every page when scrolled to the end", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    const list = page.getByRole("list", { name: "Work items" });
    // Ordered by hand (sort_order), so the first item made comes first and the last needs three pages.
    const row = list.getByRole("listitem").filter({ has: page.getByText(key(1), { exact: true }) });
    await expect.poll(() => row.textContent()).toContain("Low");
    await setPriorityInPeek(() => row.getByText("Row item 1", { exact: true }).click(), 1, "Urgent", () => expect.poll(() => row.textContent()).toContain("Urgent"));

    await scrollUntil(".work-item-list__scroll", `Row item ${ITEMS}`);
    await expect.poll(() => page.getByText(`${ITEMS} work items`).count()).toBe(1);
  });

  it("shows a peek edit in its spreadsheet row at once, and loads the next page when scrolled to the end", async () => {
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    expect((await saved).status()).toBe(200);
    const grid = page.getByRole("grid", { name: "Work items" });
    // The cell's picker button names its value: "Priority of KEY: Low".
    const priority = grid.getByRole("button", { name: new RegExp(`^Priority of ${key(2)}: `) });
    await expect.poll(() => priority.getAttribute("aria-label")).toBe(`Priority of ${key(2)}: Low`);
    await setPriorityInPeek(() => grid.getByRole("button", { name: "Row item 2", exact: true }).click(), 2, "High", () => expect.poll(() => priority.getAttribute("aria-label")).toBe(`Priority of ${key(2)}: High`));

    await scrollUntil(".spreadsheet", `Row item ${ITEMS}`);
  });
});
