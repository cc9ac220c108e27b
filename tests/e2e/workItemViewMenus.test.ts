import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

const ITEMS = [
  { name: "Fix the launch pad", priority: "high", label: "Bug", target: "2026-02-10" },
  { name: "Check the fuel lines", priority: "high", label: null, target: null },
  { name: "Paint the hull", priority: "low", label: "Docs", target: "2026-05-01" },
  { name: "Write the manual", priority: "medium", label: "Docs", target: "2026-02-20" },
] as const;

const HIGH = ITEMS.filter((item) => item.priority === "high").map((item) => item.name);
const ALL = ITEMS.map((item) => item.name);

/**
 * The work items header's Filters and Display menus in a real browser: a filter narrows the list and
 * shows as a removable chip, a grouping shows group headers and survives a reload (it is saved per
 * person per project), and a hidden display property leaves the rows.
 */
describe.skipIf(!chromiumPath)(`work item filters and display menus in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("view-menus");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Orbit Works" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Capsule" });
    const labels = { Bug: await buildLabel(session.t.db, project, { name: "Bug" }), Docs: await buildLabel(session.t.db, project, { name: "Docs" }) };
    for (const item of ITEMS) {
      await buildWorkItem(session.t.db, project, {
        name: item.name,
        priority: item.priority,
        target_date: item.target,
        label_ids: item.label ? [labels[item.label].id] : [],
      });
    }
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  const list = () => page.getByRole("list", { name: "Work items" });
  const shownNames = async () => (await list().getByRole("listitem").allTextContents()).map((row) => ALL.find((name) => row.includes(name))).sort();
  const savedView = () => page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/user-properties/"));

  it("filters by priority from the menu, shows the chip, and removing it shows everything again", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    // The first page load (project, lookups, list) can outlast expect.poll's one second on a busy machine.
    await list().getByRole("listitem").first().waitFor();
    await expect.poll(shownNames).toEqual([...ALL].sort());

    const button = page.getByRole("button", { name: "Filters" });
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const dialog = page.getByRole("dialog", { name: "Filters" });
    expect(await button.getAttribute("aria-controls")).toBe(await dialog.getAttribute("id"));

    // The search narrows the sections; the priority section keeps its options.
    await dialog.getByLabel("Search filters").fill("prior");
    expect(await dialog.getByRole("group", { name: "Labels" }).count()).toBe(0);
    const saved = savedView();
    await dialog.getByRole("group", { name: "Priority" }).getByRole("checkbox", { name: "High" }).check();
    expect((await saved).status()).toBe(200);
    await expect.poll(shownNames).toEqual([...HIGH].sort());

    // Escape closes the panel and gives focus back to its button, which now counts one filter.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Filters");
    await page.getByRole("button", { name: "Filters (1 active)" }).waitFor();

    const chips = page.getByRole("group", { name: "Applied filters" });
    await chips.getByText("High", { exact: true }).waitFor();
    await chips.getByRole("button", { name: "Remove filter Priority: High" }).click();
    await chips.waitFor({ state: "hidden" });
    await expect.poll(shownNames).toEqual([...ALL].sort());
  });

  it("filters by label and a custom target date, and Clear all removes every filter", async () => {
    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.getByRole("group", { name: "Labels" }).getByRole("checkbox", { name: "Docs" }).check();
    await expect.poll(shownNames).toEqual(["Paint the hull", "Write the manual"]);
    await dialog.getByLabel("Target date on or after").fill("2026-03-01");
    await expect.poll(shownNames).toEqual(["Paint the hull"]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const chips = page.getByRole("group", { name: "Applied filters" });
    await chips.getByRole("button", { name: /^Remove filter Target date: On or after / }).waitFor();
    await chips.getByRole("button", { name: "Clear all" }).click();
    await chips.waitFor({ state: "hidden" });
    await expect.poll(shownNames).toEqual([...ALL].sort());
    await page.getByRole("button", { name: "Filters", exact: true }).waitFor();
  });

  it("groups by priority from the Display menu, and the grouping survives a reload", async () => {
    await page.getByRole("button", { name: "Display" }).click();
    const dialog = page.getByRole("dialog", { name: "Display" });
    // The list layout offers no swimlanes: those are the board's.
    expect(await dialog.getByLabel("Sub-group by").count()).toBe(0);
    const saved = savedView();
    await dialog.getByLabel("Group by").selectOption({ label: "Priority" });
    expect((await saved).status()).toBe(200);
    for (const title of ["High", "Medium", "Low"]) await list().getByRole("heading", { name: new RegExp(`^${title}\\b`) }).waitFor();

    await page.reload();
    for (const title of ["High", "Medium", "Low"]) await list().getByRole("heading", { name: new RegExp(`^${title}\\b`) }).waitFor();
    await page.getByRole("button", { name: "Display" }).click();
    expect(await page.getByRole("dialog", { name: "Display" }).getByLabel("Group by").inputValue()).toBe("priority");
  });

  it("hides a display property from the rows", async () => {
    const dialog = page.getByRole("dialog", { name: "Display" });
    await expect.poll(() => list().locator('[data-property="priority"]').count()).toBeGreaterThan(0);
    const saved = savedView();
    const priority = dialog.getByRole("button", { name: "Priority", exact: true });
    await priority.click();
    expect((await saved).status()).toBe(200);
    expect(await priority.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => list().locator('[data-property="priority"]').count()).toBe(0);
  });

  it("offers only what the open layout uses", async () => {
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "Board" }).click();
    await page.getByRole("button", { name: "Display" }).click();
    const dialog = page.getByRole("dialog", { name: "Display" });
    // A board always has columns, and its swimlanes may not repeat them.
    const groupBy = dialog.getByLabel("Group by", { exact: true });
    expect(await groupBy.locator("option").allTextContents()).not.toContain("None");
    const subGroupBy = dialog.getByLabel("Sub-group by");
    expect(await subGroupBy.locator("option").allTextContents()).not.toContain("Priority");
    await subGroupBy.selectOption({ label: "Labels" });
    await groupBy.selectOption({ label: "Labels" });
    await expect.poll(() => subGroupBy.inputValue()).toBe("");
    await page.keyboard.press("Escape");

    await page.getByRole("radio", { name: "Calendar" }).click();
    await page.getByRole("button", { name: "Display" }).click();
    await dialog.getByLabel("Show sub-issues").waitFor();
    expect(await dialog.getByLabel("Group by", { exact: true }).count()).toBe(0);
    expect(await dialog.getByLabel("Order by").count()).toBe(0);
  });
});
