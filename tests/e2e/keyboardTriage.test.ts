import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

const ITEMS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"];

/**
 * Keyboard triage in a real browser (Linear's keys): j and k move the focus through the list and the
 * spreadsheet, s / p / a / l open a searchable picker whose choice is saved, Shift+A assigns to oneself,
 * x selects several items for one change, and Delete asks before deleting. Keys typed in a field stay there.
 */
describe.skipIf(!chromiumPath)(`keyboard triage in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let ownerId: string;
  let ids: string[];
  const email = uniqueEmail("triage");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    ownerId = owner.id;
    workspace = await buildWorkspace(db, owner, { name: "Triage Co" });
    project = await buildProject(db, workspace, owner, { name: "Triage board" });
    const teammate = await buildUser(db, { email: uniqueEmail("teammate") });
    await db("users").where("id", teammate.id).update({ display_name: "Quinn Teammate" });
    await addMember(db, workspace, teammate, ROLE.MEMBER);
    await addProjectMember(db, project, teammate, ROLE.MEMBER);
    await buildLabel(db, project, { name: "Regression" });
    ids = [];
    for (const name of ITEMS) ids.push((await buildWorkItem(db, project, { name })).id);
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const key = (index: number) => `${project.identifier}-${index + 1}`;
  const focusedId = () => page.evaluate(() => document.activeElement?.closest("[data-work-item-id]")?.getAttribute("data-work-item-id") ?? null);
  const marked = (id: string, flag: "focused" | "selected") => page.locator(`[data-work-item-id="${id}"]`).getAttribute(`data-${flag}`);
  const item = (id: string) => Issue.query(session.t.db).findById(id);
  const assignees = async (id: string) => ((await session.t.db("issue_assignees").where("issue_id", id).select("assignee_id")) as { assignee_id: string }[]).map((row) => row.assignee_id);
  const picker = (name: string) => page.getByRole("dialog", { name });
  const patched = () => page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
  /** j until the keyboard is on the item: from wherever the focus is, k back to the top first. */
  const focusItem = async (index: number) => {
    for (let step = 0; step < ITEMS.length; step += 1) await page.keyboard.press("k");
    for (let step = 0; step < index; step += 1) await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(ids[index]);
  };

  it("moves the focus with j and k through the list rows, marking the row", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("list", { name: "Work items" }).getByText("Echo").waitFor();
    await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(ids[0]);
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(ids[2]);
    await page.keyboard.press("k");
    await expect.poll(focusedId).toBe(ids[1]);
    expect(await marked(ids[1] as string, "focused")).toBe("true");
    expect(await marked(ids[0] as string, "focused")).toBe("false");

    // With an item focused, p is its priority; the help says so where it lists p for a new project.
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.locator(".shortcut-list__row", { hasText: "Create project" }).getByText("Here p runs “Change priority…”").waitFor();
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });
    await expect.poll(focusedId).toBe(ids[1]);
  });

  it("changes the state with s: the picker filters as one types and Enter saves the choice", async () => {
    await focusItem(0);
    await page.keyboard.press("s");
    const dialog = picker(`State of ${key(0)}`);
    const search = dialog.getByRole("combobox");
    await search.waitFor();
    expect(await dialog.getByRole("option").count()).toBe(5);
    await search.fill("progr");
    expect(await dialog.getByRole("option").allTextContents()).toEqual([expect.stringContaining("In Progress")]);
    const saved = patched();
    await search.press("Enter");
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    const inProgress = await State.query(session.t.db).findOne({ project_id: project.id, name: "In Progress" });
    expect((await item(ids[0] as string))?.state_id).toBe(inProgress?.id);
    // The focus is back on the row, so the next key goes on from there.
    await expect.poll(focusedId).toBe(ids[0]);
  });

  it("does not take single keys typed into a field", async () => {
    const quickAdd = page.getByLabel("Quick add a work item");
    await quickAdd.click();
    await page.keyboard.type("sx");
    expect(await quickAdd.inputValue()).toBe("sx");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await quickAdd.fill("");
    // Out of the field, the keys are shortcuts again.
    await quickAdd.blur();
  });

  it("assigns the focused item to oneself with Shift+A, and to a teammate with the assignees picker", async () => {
    await focusItem(1);
    let saved = patched();
    await page.keyboard.press("Shift+A");
    expect((await saved).status()).toBe(200);
    expect(await assignees(ids[1] as string)).toEqual([ownerId]);

    await page.keyboard.press("a");
    const dialog = picker(`Assignees of ${key(1)}`);
    await dialog.getByRole("combobox").fill("quinn");
    saved = patched();
    await dialog.getByRole("combobox").press("Enter");
    expect((await saved).status()).toBe(200);
    // Several values: the picker stays open, the teammate now shown as chosen, until Escape.
    await expect.poll(() => dialog.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect((await assignees(ids[1] as string)).length).toBe(2);

    saved = patched();
    await page.keyboard.press("Shift+A");
    expect((await saved).status()).toBe(200);
    expect((await assignees(ids[1] as string)).includes(ownerId)).toBe(false);
  });

  it("selects items with x and changes the priority and labels of all of them at once", async () => {
    await focusItem(2);
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await page.keyboard.press("x");
    for (const index of [2, 3, 4]) expect(await marked(ids[index] as string, "selected")).toBe("true");
    expect(await marked(ids[1] as string, "selected")).toBe("false");

    await page.keyboard.press("p");
    const dialog = picker("Priority of 3 work items");
    await dialog.getByRole("combobox").fill("urg");
    await dialog.getByRole("combobox").press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await Promise.all([2, 3, 4].map((index) => item(ids[index] as string)))).map((row) => row?.priority)).toEqual(["urgent", "urgent", "urgent"]);

    await page.keyboard.press("l");
    const labels = picker("Labels of 3 work items");
    await labels.getByRole("combobox").fill("regr");
    await labels.getByRole("combobox").press("Enter");
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => Promise.all([2, 3, 4].map(async (index) => (await session.t.db("issue_labels").where("issue_id", ids[index] as string)).length)))
      .toEqual([1, 1, 1]);

    // x again on each leaves nothing selected.
    await page.keyboard.press("x");
    await page.keyboard.press("k");
    await page.keyboard.press("x");
    await page.keyboard.press("k");
    await page.keyboard.press("x");
    for (const index of [2, 3, 4]) expect(await marked(ids[index] as string, "selected")).toBe("false");
  });

  it("moves the focus with j and k in the spreadsheet too", async () => {
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    expect((await saved).status()).toBe(200);
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByRole("button", { name: "Echo" }).waitFor();
    await page.locator("main h1").click();
    await focusItem(3);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Delta");
    await page.keyboard.press("k");
    await expect.poll(focusedId).toBe(ids[2]);
    await page.keyboard.press("x");
    expect(await grid.locator(`[data-work-item-id="${ids[2]}"]`).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("x");
  });

  it("asks before deleting the focused item with Delete, then deletes it", async () => {
    await focusItem(4);
    await page.keyboard.press("Delete");
    const question = page.getByRole("alertdialog", { name: `Delete ${key(4)}?` });
    await question.getByText("“Echo”").waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await item(ids[4] as string)).toBeDefined();

    await focusItem(4);
    await page.keyboard.press("Delete");
    await question.getByRole("button", { name: "Delete" }).click();
    await question.waitFor({ state: "hidden" });
    await page.getByRole("grid", { name: "Work items" }).getByRole("button", { name: "Echo" }).waitFor({ state: "detached" });
    expect(await item(ids[4] as string)).toBeUndefined();
  });
});
