import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Alpha to Echo start in the default state; Foxtrot and Golf are done, ready to archive. */
const ITEMS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf"];

/**
 * Multi-select and the bulk bar in a real browser (Plane's bulk operations, Linear's gestures): click and
 * Shift+click pick rows, the bar changes all of them with one request, spreadsheet rows are picked with x,
 * Archive is for finished items only, Delete asks first, and a refused request puts every row back.
 */
describe.skipIf(!chromiumPath)(`bulk actions in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let ids: string[];
  let labelId: string;
  const email = uniqueEmail("bulk");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Bulk Co" });
    project = await buildProject(db, workspace, owner, { name: "Bulk board" });
    labelId = (await buildLabel(db, project, { name: "Regression" })).id;
    const done = await State.query(db).findOne({ project_id: project.id, group: "completed" });
    ids = [];
    for (const [index, name] of ITEMS.entries()) ids.push((await buildWorkItem(db, project, { name, ...(index >= 5 ? { state_id: done?.id } : {}) })).id);
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const item = (id: string) => Issue.query(session.t.db).findById(id);
  const field = async (indexes: number[], name: "priority" | "state_id" | "archived_at") => (await Promise.all(indexes.map((index) => item(ids[index] as string)))).map((row) => row?.[name] ?? null);
  const bar = () => page.getByRole("toolbar", { name: "Bulk actions" });
  const row = (index: number) => page.locator(`[data-work-item-id="${ids[index]}"]`);
  const selected = (index: number) => row(index).getAttribute("data-selected");
  const box = (index: number) => page.getByRole("checkbox", { name: `Select ${project.identifier}-${index + 1}` });
  const bulkRequest = (path: string) => page.waitForResponse((response) => response.request().method() !== "GET" && response.url().includes(`/${path}/`));
  /** Counts the requests to a bulk path made while `act` runs, so "one request per action" is checked. */
  const countRequests = async (path: string, act: () => Promise<void>) => {
    let count = 0;
    const listener = (response: Response) => {
      if (response.url().includes(`/${path}/`)) count += 1;
    };
    page.on("response", listener);
    await act();
    page.off("response", listener);
    return count;
  };
  const pick = async (button: string, dialogName: string, typed: string) => {
    await bar().getByRole("button", { name: button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await dialog.getByRole("combobox").fill(typed);
    await dialog.getByRole("combobox").press("Enter");
    return dialog;
  };

  it("selects three list rows with a click on one's box and a Shift+click on another, then changes their priority and state with one request each", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("list", { name: "Work items" }).getByText("Golf").waitFor();
    expect(await bar().count()).toBe(0);

    await box(0).click();
    await row(2).getByText("Charlie").click({ modifiers: ["Shift"] });
    for (const index of [0, 1, 2]) expect(await selected(index)).toBe("true");
    expect(await selected(3)).toBe("false");
    // Neither click opened the peek.
    expect(new URL(page.url()).searchParams.get("peekId")).toBeNull();
    await bar().getByText("3 selected").waitFor();
    expect(await box(1).getAttribute("aria-checked")).toBe("true");

    // Ctrl+click adds a row and takes it out again.
    await row(3).getByText("Delta").click({ modifiers: ["Control"] });
    await bar().getByText("4 selected").waitFor();
    await row(3).getByText("Delta").click({ modifiers: ["Control"] });
    await bar().getByText("3 selected").waitFor();

    const priorityRequests = await countRequests("bulk-operation-issues", async () => {
      const saved = bulkRequest("bulk-operation-issues");
      const dialog = await pick("Priority", "Priority of 3 work items", "high");
      await dialog.waitFor({ state: "hidden" });
      expect((await saved).status()).toBe(204);
    });
    expect(priorityRequests).toBe(1);
    expect(await field([0, 1, 2, 3], "priority")).toEqual(["high", "high", "high", "none"]);
    for (const index of [0, 1, 2]) await row(index).getByText("High", { exact: true }).waitFor();

    const inProgress = await State.query(session.t.db).findOne({ project_id: project.id, name: "In Progress" });
    const saved = bulkRequest("bulk-operation-issues");
    await pick("State", "State of 3 work items", "progress");
    expect((await saved).status()).toBe(204);
    expect(await field([0, 1, 2, 3], "state_id")).toEqual([inProgress?.id, inProgress?.id, inProgress?.id, expect.not.stringMatching(inProgress?.id ?? "")]);
    // The selection stays for the next change; Escape clears it and the bar goes.
    await bar().getByText("3 selected").waitFor();
    await page.keyboard.press("Escape");
    await bar().waitFor({ state: "detached" });
    expect(await selected(0)).toBe("false");
  });

  it("explains why Archive is unavailable while an unfinished item is selected, and archives finished ones in one request", async () => {
    await box(4).click();
    await box(5).click();
    const archive = bar().getByRole("button", { name: "Archive" });
    expect(await archive.getAttribute("aria-disabled")).toBe("true");
    expect(await archive.getAttribute("title")).toContain("Only completed or cancelled work items can be archived, and 1 of these is not");
    // Still focusable and pressable (aria-disabled), so pressing it says why again.
    await archive.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status", { name: "Notifications" }).getByText("Move them to a completed or cancelled state first, or deselect them.").waitFor();
    expect(await field([4, 5], "archived_at")).toEqual([null, null]);

    await box(4).click();
    await box(6).click();
    await bar().getByText("2 selected").waitFor();
    expect(await archive.getAttribute("aria-disabled")).toBeNull();
    const archived = bulkRequest("bulk-archive-issues");
    await archive.click();
    expect((await archived).status()).toBe(200);
    await row(5).waitFor({ state: "detached" });
    await row(6).waitFor({ state: "detached" });
    await page.getByRole("status", { name: "Notifications" }).getByText("Archived 2 work items").waitFor();
    expect((await field([5, 6], "archived_at")).every((value) => value !== null)).toBe(true);
    await bar().waitFor({ state: "detached" });
  });

  it("selects spreadsheet rows with x and adds a label to them through the bar", async () => {
    const layoutSaved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    expect((await layoutSaved).status()).toBe(200);
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByRole("button", { name: "Echo" }).waitFor();
    expect(await grid.getAttribute("aria-multiselectable")).toBe("true");
    await page.locator("main h1").click();
    // From wherever the keyboard was, back to the top row.
    for (let step = 0; step < ITEMS.length; step += 1) await page.keyboard.press("k");
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await page.keyboard.press("x");
    await bar().getByText("2 selected").waitFor();
    expect(await grid.locator(`[data-work-item-id="${ids[1]}"]`).getAttribute("aria-selected")).toBe("true");

    const saved = bulkRequest("bulk-operation-issues");
    const dialog = await pick("Labels", "Add labels to 2 work items", "regr");
    expect((await saved).status()).toBe(204);
    // Several values: the picker stays open, the label now on both.
    await expect.poll(() => dialog.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    const labelled = await session.t.db("issue_labels").whereIn("issue_id", [ids[0], ids[1]] as string[]).where("label_id", labelId);
    expect(labelled.length).toBe(2);
    await page.keyboard.press("Escape");
    await bar().waitFor({ state: "detached" });
  });

  it("puts every row back with a toast that says what to do when the bulk request is refused", async () => {
    await box(2).click();
    await box(3).click();
    // Delta goes behind the page's back, so the request names an item that is no longer there.
    await session.t.db("issues").where("id", ids[3] as string).delete();
    const refused = bulkRequest("bulk-operation-issues");
    await pick("Priority", "Priority of 2 work items", "urgent");
    expect((await refused).status()).toBe(400);
    const toasts = page.getByRole("status", { name: "Notifications" });
    await toasts.getByText("Priority not changed").waitFor();
    await toasts.getByText(/some of them were deleted or moved meanwhile\. Reload the page/).waitFor();
    // Charlie shows its earlier priority again, and the server kept it.
    const charlie = page.getByRole("grid", { name: "Work items" }).locator(`[data-work-item-id="${ids[2]}"]`);
    await expect.poll(() => charlie.getByRole("button", { name: /^Priority of / }).getAttribute("aria-label")).toMatch(/: High$/);
    expect(await field([2], "priority")).toEqual(["high"]);
    await page.keyboard.press("Escape");
  });

  it("deletes the selected items in one request after asking", async () => {
    await page.reload();
    await page.getByRole("grid", { name: "Work items" }).getByRole("button", { name: "Echo" }).waitFor();
    await box(0).click();
    await box(4).click({ modifiers: ["Shift"] });
    // Delta (index 3) is gone, so Shift+click spans Alpha, Bravo, Charlie and Echo.
    await bar().getByText("4 selected").waitFor();
    await box(1).click();
    await box(2).click();
    await bar().getByText("2 selected").waitFor();
    await bar().getByRole("button", { name: "Delete" }).click();
    const question = page.getByRole("alertdialog", { name: "Delete 2 work items?" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await item(ids[0] as string)).toBeDefined();

    await bar().getByRole("button", { name: "Delete" }).click();
    const requests = await countRequests("bulk-delete-issues", async () => {
      const deleted = bulkRequest("bulk-delete-issues");
      await question.getByRole("button", { name: "Delete" }).click();
      expect((await deleted).status()).toBe(204);
      await question.waitFor({ state: "hidden" });
    });
    expect(requests).toBe(1);
    await row(0).waitFor({ state: "detached" });
    expect(await item(ids[0] as string)).toBeUndefined();
    expect(await item(ids[4] as string)).toBeUndefined();
    expect(await item(ids[1] as string)).toBeDefined();
    await bar().waitFor({ state: "detached" });
  });

  it("selects board cards with their boxes and subscribes to them in one request", async () => {
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Board" }).click();
    await box(1).click();
    await box(2).click();
    await bar().getByText("2 selected").waitFor();
    expect(await page.locator(`[data-card-id="${ids[1]}"]`).getAttribute("data-selected")).toBe("true");
    const subscribed = bulkRequest("bulk-subscribe-issues");
    await bar().getByRole("button", { name: "Subscribe" }).click();
    expect((await subscribed).status()).toBe(204);
    await page.getByRole("status", { name: "Notifications" }).getByText("Subscribed to 2 work items").waitFor();
    const rows = await session.t.db("issue_subscribers").whereIn("issue_id", [ids[1], ids[2]] as string[]);
    expect(rows.length).toBe(2);
  });

  it("fits the bar on a phone's width, scrolling its buttons inside itself", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await bar().getByText("2 selected").waitFor();
    const sizes = await bar().evaluate((element) => ({ right: element.getBoundingClientRect().right, page: document.documentElement.scrollWidth }));
    expect(sizes.right).toBeLessThanOrEqual(390);
    expect(sizes.page).toBeLessThanOrEqual(390);
    await bar().getByRole("button", { name: "Clear" }).click();
    await bar().waitFor({ state: "detached" });
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
