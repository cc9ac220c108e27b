import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { htmlTheme, pathOf, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/**
 * The command palette (Ctrl+K) in a real browser: it finds a project by its identifier, a work item by its
 * key or by words (the server's search), switches the theme (saved to the profile), and offers "New work
 * item" only where a work item can be created, as the "c" key and the shortcuts help agree.
 */
describe.skipIf(!chromiumPath)(`command palette in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let ownerId: string;
  const email = uniqueEmail("palette");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    ownerId = owner.id;
    workspace = await buildWorkspace(db, owner, { name: "Palette Co" });
    await buildProject(db, workspace, owner, { name: "Another project" });
    project = await buildProject(db, workspace, owner, { name: "Website" });
    await buildWorkItem(db, project, { name: "Design the nozzle" });
    await buildWorkItem(db, project, { name: "Order the fuel" });
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const palette = () => page.getByRole("dialog", { name: "Command palette" });
  const input = () => palette().getByRole("combobox");
  const openPalette = async () => {
    await page.keyboard.press("Control+k");
    await input().waitFor();
    expect(await input().evaluate((element) => element === document.activeElement)).toBe(true);
  };
  /** The option Enter would run: the one the combobox points at. */
  const activeOption = async () => {
    const id = await input().getAttribute("aria-activedescendant");
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  };

  it("opens on Ctrl+K as a dialog with a combobox and a listbox, and closes on Escape", async () => {
    await page.getByRole("navigation", { name: "Workspace" }).waitFor();
    await openPalette();
    expect(await input().getAttribute("aria-expanded")).toBe("true");
    const listbox = palette().getByRole("listbox");
    expect(await input().getAttribute("aria-controls")).toBe(await listbox.getAttribute("id"));
    expect(await listbox.getByRole("option").count()).toBeGreaterThan(5);
    // The arrows move the active option, which is the one marked selected.
    const first = await activeOption();
    await input().press("ArrowDown");
    expect(await activeOption()).not.toBe(first);
    expect(await listbox.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await palette().waitFor({ state: "hidden" });
  });

  it("goes to a project typed by its identifier", async () => {
    await openPalette();
    await input().fill(project.identifier.toLowerCase());
    await expect.poll(activeOption).toContain("Website");
    await input().press("Enter");
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("heading", { name: "Website", level: 1 }).waitFor();
  });

  it("opens a work item typed by its key, and finds one by words", async () => {
    await openPalette();
    await input().fill(`${project.identifier}-2`);
    expect(await activeOption()).toContain(`${project.identifier}-2`);
    await input().press("Enter");
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${project.identifier}-2/`);
    await page.getByRole("heading", { name: "Order the fuel" }).waitFor();

    await openPalette();
    await input().fill("nozzle design");
    const found = palette().getByRole("option", { name: /Design the nozzle/ });
    await found.waitFor();
    await found.click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${project.identifier}-1/`);
  });

  it("switches to the dark theme and saves it to the profile", async () => {
    expect(await htmlTheme(page)).toBe("light");
    await openPalette();
    await input().fill("Switch to dark theme");
    expect(await activeOption()).toContain("Switch to dark theme");
    await input().press("Enter");
    await expect.poll(() => htmlTheme(page)).toBe("dark");
    await expect.poll(async () => (await Profile.query(session.t.db).where("user_id", ownerId).first())?.theme.theme).toBe("dark");
    // The theme it is in now is not offered again.
    await openPalette();
    await input().fill("Switch to dark theme");
    expect(await activeOption()).not.toContain("Switch to dark theme");
    await page.keyboard.press("Escape");
  });

  it("offers New work item, by palette, by c and in the help, only where a work item can be created", async () => {
    await page.goto(`/${workspace.slug}/projects/`);
    await page.getByRole("heading", { name: "Projects", level: 1 }).waitFor();
    await page.keyboard.press("c");
    await openPalette();
    await input().fill("New work item");
    expect(await palette().getByRole("option", { name: /^New work item/ }).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog", { name: "Create work item" }).count()).toBe(0);
    expect(pathOf(page)).toBe(`/${workspace.slug}/projects/`);

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    const row = help.locator(".shortcut-list__row", { hasText: "New work item" });
    expect(await row.getAttribute("data-available")).toBe("false");
    await row.getByText("Not available here").waitFor();
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });

    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("list", { name: "Work items" }).waitFor();
    await page.keyboard.press("c");
    await page.getByRole("dialog", { name: "Create work item" }).waitFor();
    await page.keyboard.press("Escape");
    await page.keyboard.press("?");
    expect(await help.locator(".shortcut-list__row", { hasText: "New work item" }).getAttribute("data-available")).toBe("true");
    await page.keyboard.press("Escape");
  });
});
