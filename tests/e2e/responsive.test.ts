import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const COLLAPSED_FLAG = "cairn:sidebar-collapsed:main";

/**
 * The app on a phone-sized window (390 x 844): the sidebar is a drawer behind a menu button (Escape, the
 * scrim, navigation and "[" close it; focus goes in and comes back), no main screen scrolls sideways,
 * popovers and dialogs stay on screen, and settings navigation is reachable; a wide window is unchanged.
 */
describe.skipIf(!chromiumPath)(`the app at 390 px in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let firstItemId = "";
  const email = uniqueEmail("phone");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    await InstanceAdmin.query(db).insert({ user_id: owner.id, role: 20 });
    workspace = await buildWorkspace(db, owner, { name: "Orbit Co" });
    project = await buildProject(db, workspace, owner, { name: "Lander mission control" });
    const label = await buildLabel(db, project, { name: "frontend" });
    const today = new Date().toISOString().slice(0, 10);
    const first = await buildWorkItem(db, project, {
      name: "Alpha launch checklist with a name long enough to wrap on a phone",
      priority: "high",
      start_date: today,
      target_date: today,
      assignee_ids: [owner.id],
      label_ids: [label.id],
    });
    firstItemId = first.id;
    for (let index = 1; index <= 8; index += 1) await buildWorkItem(db, project, { name: `Routine task ${index}`, priority: "low", target_date: today });
    await page.setViewportSize(PHONE);
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const sidebar = () => page.getByRole("complementary", { name: "Workspace sidebar" });
  const menuButton = () => page.getByRole("button", { name: "Open menu" });
  const issuesUrl = () => `/${workspace.slug}/projects/${project.id}/issues/`;
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
  const focusInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

  /** The element's box lies wholly inside the window. */
  async function expectOnScreen(locator: Locator) {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }

  async function chooseLayout(name: string) {
    const radio = page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name });
    if ((await radio.getAttribute("aria-checked")) === "true") return;
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await radio.click();
    expect((await saved).status()).toBe(200);
  }

  it("hides the sidebar until the menu button opens it as a drawer, which Escape and the scrim close", async () => {
    await menuButton().waitFor();
    expect(await sidebar().isVisible()).toBe(false);
    expect(await menuButton().getAttribute("aria-expanded")).toBe("false");

    await menuButton().click();
    await sidebar().waitFor();
    // Focus moves into the drawer, onto the current page's link.
    expect(await focusInside(sidebar())).toBe(true);
    expect(await sidebar().getByRole("link", { name: "Home", exact: true }).evaluate((link) => link === document.activeElement)).toBe(true);
    // The page behind is out of reach while the drawer is open.
    expect(await page.locator(".app-shell__body").getAttribute("inert")).not.toBeNull();

    await page.keyboard.press("Escape");
    await sidebar().waitFor({ state: "hidden" });
    expect(await isFocused(menuButton())).toBe(true);

    await menuButton().click();
    await sidebar().waitFor();
    // The scrim covers the page to the right of the drawer.
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await sidebar().waitFor({ state: "hidden" });
    expect(await isFocused(menuButton())).toBe(true);

    await menuButton().click();
    await sidebar().getByRole("button", { name: "Close menu" }).click();
    await sidebar().waitFor({ state: "hidden" });
  });

  it("toggles the drawer with [ without remembering it as the desktop's collapsed sidebar", async () => {
    await page.keyboard.press("[");
    await sidebar().waitFor();
    await page.keyboard.press("[");
    await sidebar().waitFor({ state: "hidden" });
    expect(await page.evaluate((key) => localStorage.getItem(key), COLLAPSED_FLAG)).toBeNull();
    await page.keyboard.press("[");
    await sidebar().waitFor();
    await page.reload();
    await menuButton().waitFor();
    expect(await sidebar().isVisible()).toBe(false);
  });

  it("closes the drawer on navigation, also into another area with its own sidebar", async () => {
    await menuButton().click();
    await sidebar().getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/projects/`);
    await sidebar().waitFor({ state: "hidden" });
    expect(await isFocused(menuButton())).toBe(true);

    await menuButton().click();
    await sidebar().getByRole("link", { name: "Workspace settings" }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/settings/`);
    const settingsSidebar = page.getByRole("complementary", { name: "Workspace settings sidebar" });
    await page.getByLabel("Workspace name").waitFor();
    expect(await settingsSidebar.isVisible()).toBe(false);

    await menuButton().click();
    await settingsSidebar.getByRole("link", { name: "Members" }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/settings/members/`);
    await settingsSidebar.waitFor({ state: "hidden" });
  });

  it("fits every main screen in the width, with the sidebar hidden", async () => {
    const screens: { name: string; open: () => Promise<unknown> }[] = [
      { name: "home", open: () => page.goto(`/${workspace.slug}/`).then(() => page.getByRole("heading", { name: /^Welcome/ }).waitFor()) },
      { name: "projects", open: () => page.goto(`/${workspace.slug}/projects/`).then(() => page.getByRole("link", { name: /Lander mission control/ }).first().waitFor()) },
      ...["List", "Board", "Spreadsheet", "Calendar"].map((layout) => ({
        name: `work items (${layout})`,
        open: async () => {
          await page.goto(issuesUrl());
          await chooseLayout(layout);
          await page.getByText("Alpha launch checklist", { exact: false }).first().waitFor();
        },
      })),
      {
        name: "work item page",
        open: () => page.goto(`/${workspace.slug}/browse/${project.identifier}-1/`).then(() => page.getByRole("heading", { name: /Alpha launch checklist/ }).waitFor()),
      },
      { name: "peek", open: () => page.goto(`${issuesUrl()}?peekId=${firstItemId}`).then(() => page.getByRole("dialog", { name: `Preview of ${project.identifier}-1` }).waitFor()) },
      { name: "workspace settings", open: () => page.goto(`/${workspace.slug}/settings/`).then(() => page.getByLabel("Workspace name").waitFor()) },
      { name: "workspace members", open: () => page.goto(`/${workspace.slug}/settings/members/`).then(() => page.getByRole("table").first().waitFor()) },
      { name: "profile settings", open: () => page.goto("/profile/").then(() => page.getByLabel("Display name").waitFor()) },
    ];
    for (const screen of screens) {
      await screen.open();
      expect({ screen: screen.name, sideways: await sideways() }).toEqual({ screen: screen.name, sideways: 0 });
      expect({ screen: screen.name, sidebarShown: await page.getByRole("complementary", { name: /sidebar$/ }).isVisible() }).toEqual({ screen: screen.name, sidebarShown: false });
    }
  });

  it("keeps the work items page's popovers and the create dialog on the screen", async () => {
    await page.goto(issuesUrl());
    await chooseLayout("List");
    for (const menu of ["Filters", "Display"]) {
      await page.getByRole("button", { name: menu, exact: true }).click();
      const panel = page.getByRole("dialog", { name: menu });
      await panel.waitFor();
      await expectOnScreen(panel);
      expect(await sideways()).toBe(0);
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
    }

    await page.getByRole("button", { name: "New work item" }).click();
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    await dialog.waitFor();
    await expectOnScreen(dialog);
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(PHONE.width - 32);
    // A dialog taller than the window scrolls inside itself.
    expect(await dialog.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");
    expect(await sideways()).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("shows project and god-mode settings pages as a row of tabs above the page, god mode's all on screen", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/settings/`);
    const projectTabs = page.getByRole("navigation", { name: "Project settings" });
    await projectTabs.getByRole("link", { name: "Labels" }).waitFor();
    expect(await sideways()).toBe(0);
    await expectOnScreen(projectTabs);
    await projectTabs.getByRole("link", { name: "Labels" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/settings/labels/"));
    // The last tab starts off screen; opened by its address it is scrolled into view.
    await page.goto(`/${workspace.slug}/projects/${project.id}/settings/automations/`);
    const automations = projectTabs.getByRole("link", { name: "Automations" });
    await expect.poll(() => automations.getAttribute("aria-current")).toBe("page");
    await expect.poll(async () => ((await automations.boundingBox())?.x ?? 0) + ((await automations.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

    await page.goto("/god-mode/general/");
    const godModeTabs = page.getByRole("navigation", { name: "God mode settings" });
    await godModeTabs.getByRole("link", { name: "Email" }).waitFor();
    const [general, email] = await Promise.all(["General", "Email"].map((name) => godModeTabs.getByRole("link", { name }).boundingBox()));
    // Side by side, not stacked.
    expect(general && email && Math.abs(general.y - email.y)).toBeLessThan(4);
    expect(await sideways()).toBe(0);
    // Opened on the last page, every tab is still whole on screen: none is scrolled half out of view.
    await page.goto("/god-mode/webhooks/");
    await expect.poll(() => godModeTabs.getByRole("link", { name: "Webhooks" }).getAttribute("aria-current")).toBe("page");
    for (const tab of await godModeTabs.getByRole("link").all()) await expectOnScreen(tab);
  });

  it("keeps the sidebar beside the page on a wide window, with its remembered collapsed flag", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${workspace.slug}/`);
    await sidebar().waitFor();
    expect(await page.getByRole("button", { name: "Hide sidebar" }).getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(".app-shell__scrim").count()).toBe(0);
    expect(await page.locator(".app-shell__body").getAttribute("inert")).toBeNull();
    expect(await sidebar().getByRole("button", { name: "Close menu" }).count()).toBe(0);

    // The drawer opened on a phone does not leave the wide sidebar collapsed, nor the other way round.
    await page.setViewportSize(PHONE);
    await menuButton().click();
    await sidebar().waitFor();
    await page.setViewportSize(DESKTOP);
    await sidebar().waitFor();
    await page.keyboard.press("[");
    await sidebar().waitFor({ state: "hidden" });
    expect(await page.evaluate((key) => localStorage.getItem(key), COLLAPSED_FLAG)).toBe("true");
    await page.setViewportSize(PHONE);
    expect(await sidebar().isVisible()).toBe(false);
    await menuButton().click();
    await sidebar().waitFor();
    await page.keyboard.press("Escape");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Show sidebar" }).click();
    await sidebar().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), COLLAPSED_FLAG)).toBe("false");
  });
});
