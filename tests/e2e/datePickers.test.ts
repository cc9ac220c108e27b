import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/**
 * The date pickers of the detail page and the create dialog (issue 11): a day is typed or picked in the
 * searchable picker; a start after the due date is explained under the button and never sent; "No due date"
 * clears. Both places say "Start date" and "Due date", as the rest of the app does.
 */
describe.skipIf(!chromiumPath)(`date pickers in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let itemId: string;
  const email = uniqueEmail("dates");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Joinery" });
    project = await buildProject(db, workspace, owner, { name: "Doors" });
    itemId = (await buildWorkItem(db, project, { name: "Fit the hinge", start_date: "2030-05-10", target_date: "2030-05-20" })).id;
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const item = (id: string) => Issue.query(session.t.db).findById(id);
  const isItemPatch = (method: string, url: string) => method === "PATCH" && /\/issues\/[0-9a-f-]+\/$/.test(new URL(url).pathname);
  const patched = () => page.waitForResponse((response) => isItemPatch(response.request().method(), response.url()));
  /** Opens a date button's picker, types a day or a choice's words and presses Enter on what comes first. */
  const pickDay = async (button: Locator, pickerName: string, typed: string) => {
    await button.click();
    const picker = page.getByRole("dialog", { name: pickerName, exact: true });
    const search = picker.getByRole("combobox");
    await search.fill(typed);
    await search.press("Enter");
    await picker.waitFor({ state: "detached" });
  };
  /** Whether the button is marked invalid and described by exactly this alert. */
  const describedBy = async (button: Locator, alert: Locator) => {
    const alertId = await alert.evaluate((element) => element.id);
    return button.evaluate((element, id) => element.getAttribute("aria-invalid") === "true" && element.getAttribute("aria-describedby") === id, alertId);
  };

  it("refuses a start after the due date on the detail page, then saves a valid day and clears the due date", async () => {
    let itemPatches = 0;
    const countPatches = (request: { method: () => string; url: () => string }) => {
      if (isItemPatch(request.method(), request.url())) itemPatches += 1;
    };
    page.on("request", countPatches);
    await page.goto(`/${workspace.slug}/browse/${project.identifier}-1/`);
    await page.getByRole("heading", { level: 1, name: "Fit the hinge" }).waitFor();
    expect(await page.getByText("Target date", { exact: true }).count()).toBe(0);
    const start = page.getByRole("button", { name: /^Start date: / });
    const due = page.getByRole("button", { name: /^Due date: / });
    expect(await due.getAttribute("aria-label")).toMatch(/\b20\b.*2030$/);

    await pickDay(start, "Start date", "2030-05-25");
    const alert = page.getByRole("alert").filter({ hasText: "start date" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^The start date cannot be after the due date \(.+\)\. Pick an earlier day, or press Escape\.$/);
    expect(await describedBy(start, alert)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(itemPatches).toBe(0);
    expect((await item(itemId))?.start_date).toBe("2030-05-10");

    // A valid day is saved and withdraws the explanation.
    let saved = patched();
    await pickDay(start, "Start date", "2030-05-12");
    expect((await saved).status()).toBe(200);
    await alert.waitFor({ state: "detached" });
    expect(await start.getAttribute("aria-invalid")).toBeNull();
    expect((await item(itemId))?.start_date).toBe("2030-05-12");
    expect(await start.getAttribute("aria-label")).toMatch(/\b12\b.*2030$/);

    // Clearing always works, whatever the other day.
    saved = patched();
    await pickDay(due, "Due date", "no due");
    expect((await saved).status()).toBe(200);
    expect((await item(itemId))?.target_date).toBeNull();
    await page.getByRole("button", { name: "Due date: No due date" }).waitFor();
    expect(itemPatches).toBe(2);
    page.off("request", countPatches);
  });

  it("keeps the create dialog's days out of order unsent until fixed, then creates the item with both", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("button", { name: "New work item" }).click();
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    await dialog.getByLabel("Name").fill("Hang the door");
    expect(await dialog.getByText("Target date", { exact: true }).count()).toBe(0);
    const start = dialog.getByRole("button", { name: "Start date: No start date" });
    await pickDay(start, "Start date", "2030-06-10");
    const startNow = dialog.getByRole("button", { name: /^Start date: .*\b10\b.*2030$/ });
    await startNow.waitFor();
    await pickDay(dialog.getByRole("button", { name: "Due date: No due date" }), "Due date", "2030-06-01");
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The start date must not be after the due date. Pick an earlier start or a later due date.");
    expect(await describedBy(startNow, alert)).toBe(true);

    let posts = 0;
    const countPosts = (request: { method: () => string; url: () => string }) => {
      if (request.method() === "POST" && request.url().includes("issues/")) posts += 1;
    };
    page.on("request", countPosts);
    await dialog.getByRole("button", { name: "Create work item" }).click();
    await page.waitForLoadState("networkidle");
    expect(posts).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    page.off("request", countPosts);

    // A later due date puts them in order: the explanation goes and Create works.
    await pickDay(dialog.getByRole("button", { name: /^Due date: / }), "Due date", "2030-06-15");
    await alert.waitFor({ state: "detached" });
    expect(await startNow.getAttribute("aria-invalid")).toBeNull();
    const created = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/projects/${project.id}/issues/`));
    await dialog.getByRole("button", { name: "Create work item" }).click();
    expect((await created).status()).toBe(201);
    const made = await Issue.query(session.t.db).findOne({ project_id: project.id, name: "Hang the door" });
    expect(made?.start_date).toBe("2030-06-10");
    expect(made?.target_date).toBe("2030-06-15");
  });
});
