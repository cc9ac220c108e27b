import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { buildProject } from "../helpers/projects.js";
import { buildLink } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** The Display menu's property buttons, by the name each shows, with the spreadsheet column each one adds. */
const PROPERTIES = [
  { key: "key", button: "ID", column: null },
  { key: "state", button: "State", column: "State" },
  { key: "priority", button: "Priority", column: "Priority" },
  { key: "assignee", button: "Assignee", column: "Assignees" },
  { key: "labels", button: "Labels", column: "Labels" },
  { key: "start_date", button: "Start date", column: "Start date" },
  { key: "due_date", button: "Due date", column: "Due date" },
  { key: "sub_issue_count", button: "Sub-issue count", column: "Sub-issues" },
  { key: "attachment_count", button: "Attachment count", column: "Attachments" },
  { key: "link", button: "Link", column: "Links" },
  { key: "created_on", button: "Created on", column: "Created on" },
  { key: "updated_on", button: "Updated on", column: "Updated on" },
] as const;
type Property = (typeof PROPERTIES)[number];

/**
 * Every display property the menu offers shows in list rows, board cards and spreadsheet columns, and
 * goes away when switched off; properties of features Cairn lacks (estimate, modules, cycle, type) are not
 * offered. The list row stays one line wide at 1440 px and fits at 390 px.
 */
describe.skipIf(!chromiumPath)(`display properties in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("properties");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Chips Co" });
    project = await buildProject(db, workspace, owner, { name: "Rigging" });
    const label = await buildLabel(db, project, { name: "Hull" });
    const parent = await buildWorkItem(db, project, {
      name: "Fit the mast",
      priority: "high",
      start_date: "2030-03-02",
      target_date: "2030-03-20",
      assignee_ids: [owner.id],
      label_ids: [label.id],
    });
    await buildWorkItem(db, project, { name: "Order the bolts", parent_id: parent.id });
    await buildLink(db, parent, owner);
    await db("file_assets").insert({
      workspace_id: workspace.id,
      project_id: project.id,
      issue_id: parent.id,
      entity_type: "ISSUE_ATTACHMENT",
      size: 3,
      storage_key: `test/${randomUUID()}`,
      is_uploaded: true,
    });
    await signInToWorkspace(page, email, workspace.slug);
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
  }, 60_000);

  afterAll(() => session?.close());

  const savedView = () => page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
  const menu = () => page.getByRole("dialog", { name: "Display" });

  const openMenu = async () => {
    if (await menu().isVisible()) return;
    await page.getByRole("button", { name: "Display" }).click();
    await menu().waitFor();
  };

  const toggle = async (property: Property) => {
    await openMenu();
    const saved = savedView();
    await menu().getByRole("button", { name: property.button, exact: true }).click();
    expect((await saved).status()).toBe(200);
  };

  const chooseLayout = async (name: string) => {
    if (await menu().isVisible()) await page.keyboard.press("Escape");
    const saved = savedView();
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name }).click();
    expect((await saved).status()).toBe(200);
  };

  /** Switches each property off, sees it go, switches it back on and sees it return. */
  const toggleEach = async (shown: (property: Property) => Locator) => {
    for (const property of PROPERTIES) {
      await expect.poll(() => shown(property).count(), { message: `${property.key} shown` }).toBeGreaterThan(0);
      await toggle(property);
      await expect.poll(() => shown(property).count(), { message: `${property.key} hidden` }).toBe(0);
      await toggle(property);
    }
    await page.keyboard.press("Escape");
  };

  it("offers only the properties Cairn can show", async () => {
    await openMenu();
    const offered = await menu().getByRole("group", { name: "Display properties" }).getByRole("button").allTextContents();
    expect(offered).toEqual(PROPERTIES.map((property) => property.button));
    await page.keyboard.press("Escape");
  });

  it("shows and hides every property on the list's rows", async () => {
    const row = page.getByRole("list", { name: "Work items" }).locator(".work-item-row", { hasText: "Fit the mast" });
    await row.waitFor();
    // The chips speak their meaning, not just a bare date or number.
    for (const text of ["Starts", "Due", "1 sub-issue", "1 attachment", "1 link", "Created", "Updated", "Hull"]) expect(await row.textContent()).toContain(text);
    await toggleEach((property) => (property.key === "key" ? row.locator(".work-item-row__key") : row.locator(`[data-property="${property.key}"]`)));
  });

  it("keeps the list row on one line at 1440 px and inside the screen at 390 px", async () => {
    const row = page.getByRole("list", { name: "Work items" }).locator(".work-item-row", { hasText: "Fit the mast" });
    const chips = row.locator(".work-item-row__properties");
    const fits = () => row.evaluate((element) => element.scrollWidth <= element.clientWidth);
    // Every chip on the first (visible) line at desktop width.
    const allOnFirstLine = () =>
      chips.evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        return [...element.children].every((chip) => chip.getBoundingClientRect().top - top < 4);
      });
    expect(await allOnFirstLine()).toBe(true);
    expect(await fits()).toBe(true);
    expect(Math.round((await row.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(44);

    await page.setViewportSize({ width: 390, height: 800 });
    // A phone shows the page without the sidebar beside it (it is a drawer there, closed unless asked for).
    const sidebarToggle = page.locator("button[aria-controls][aria-keyshortcuts='[']");
    if ((await sidebarToggle.getAttribute("aria-expanded")) === "true") await sidebarToggle.click();
    await expect.poll(fits).toBe(true);
    const box = await row.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(44);
    // The name keeps its room; chips that do not fit are left out whole rather than cut.
    expect((await row.locator(".work-item-row__name").boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(90);
    expect(await row.locator("[data-property='state']").isVisible()).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    if ((await sidebarToggle.getAttribute("aria-expanded")) === "false") await sidebarToggle.click();
  });

  it("shows and hides every property on the board's cards", async () => {
    await chooseLayout("Board");
    const card = page.locator(".kanban-card", { hasText: "Fit the mast" });
    await card.waitFor();
    await toggleEach((property) => (property.key === "key" ? card.locator(".kanban-card__key") : card.locator(`[data-property="${property.key}"]`)));
  });

  it("shows and hides every property as a spreadsheet column", async () => {
    await chooseLayout("Spreadsheet");
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByRole("button", { name: "Fit the mast" }).waitFor();
    const row = grid.getByRole("row").filter({ has: page.getByRole("button", { name: "Fit the mast" }) });
    const headers = await grid.getByRole("columnheader").allTextContents();
    // The counts read from the item: one sub-issue, one attachment, one link.
    for (const column of ["Sub-issues", "Attachments", "Links"]) {
      expect(await row.getByRole("gridcell").nth(headers.indexOf(column) - 1).textContent()).toBe("1");
    }
    await toggleEach((property) => (property.column === null ? grid.locator(".spreadsheet__key") : grid.getByRole("columnheader", { name: property.column, exact: true })));
  });
});
