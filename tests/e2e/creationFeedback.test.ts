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

/**
 * What a person is told while making and editing items: several quick adds in a row count up in one
 * toast rather than a stack over the quick add row, and a spreadsheet due date before the start date is
 * explained in the cell and not sent.
 */
describe.skipIf(!chromiumPath)(`creation and date feedback in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("feedback");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Foundry" });
    project = await buildProject(db, workspace, owner, { name: "Casting" });
    await buildWorkItem(db, project, { name: "Pour the mould", start_date: "2030-05-10", target_date: "2030-05-20" });
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const toasts = () => page.getByRole("status", { name: "Notifications" }).locator(".toast");

  it("counts three quick adds in one toast", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    const input = page.getByLabel("Quick add a work item", { exact: true });
    for (const name of ["Sand the edges", "Polish the face", "Stamp the mark"]) {
      const created = page.waitForResponse((response) => response.request().method() === "POST" && /\/issues\/$/.test(new URL(response.url()).pathname));
      await input.fill(name);
      await input.press("Enter");
      expect((await created).status()).toBe(201);
    }
    await expect.poll(() => toasts().allTextContents()).toEqual([expect.stringContaining("3 work items created")]);
    // The field stays ready for the next one.
    expect(await input.inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Quick add a work item");
  });

  it("explains a due date before the start date in the spreadsheet cell and does not save it", async () => {
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    expect((await saved).status()).toBe(200);
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByRole("button", { name: "Pour the mould" }).waitFor();
    let itemPatches = 0;
    page.on("request", (request) => {
      if (request.method() === "PATCH" && /\/issues\/[0-9a-f-]+\/$/.test(new URL(request.url()).pathname)) itemPatches += 1;
    });
    const due = grid.getByRole("button", { name: new RegExp(`^Due date of ${project.identifier}-1: `) });
    const savedName = await due.getAttribute("aria-label");
    expect(savedName).toMatch(/: .*\b20\b.*2030$/);
    // The cell's picker takes a typed day; one before the start is refused there.
    await due.click();
    const picker = page.getByRole("dialog", { name: `Due date of ${project.identifier}-1` });
    const search = picker.getByRole("combobox");
    await search.fill("2030-05-01");
    await search.press("Enter");
    await picker.waitFor({ state: "detached" });
    const alert = grid.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^The due date cannot be before the start date \(.+\)\. Pick a later day, or press Escape\.$/);
    expect(await due.getAttribute("aria-invalid")).toBe("true");
    expect(await due.evaluate((element) => element.getAttribute("aria-describedby") === element.parentElement?.querySelector("[role=alert]")?.id)).toBe(true);
    // The button still shows the saved day, and focus is back on it.
    expect(await due.getAttribute("aria-label")).toBe(savedName);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(savedName);
    // Leaving the cell keeps the explanation and sends nothing.
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    expect(await alert.isVisible()).toBe(true);
    expect(itemPatches).toBe(0);
    expect(await toasts().filter({ hasText: "not saved" }).count()).toBe(0);

    await due.focus();
    await page.keyboard.press("Escape");
    await alert.waitFor({ state: "detached" });
    expect(await due.getAttribute("aria-invalid")).toBeNull();
    expect(await due.getAttribute("aria-label")).toBe(savedName);
    expect(itemPatches).toBe(0);
    const answer = await page.request.get(`/api/workspaces/${workspace.slug}/projects/${project.id}/issues/?per_page=10`);
    const row = ((await answer.json()) as { results: { name: string; target_date: string }[] }).results.find((item) => item.name === "Pour the mould");
    expect(row?.target_date).toBe("2030-05-20");
  });
});
