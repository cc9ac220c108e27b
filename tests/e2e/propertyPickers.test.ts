import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser, signOutInBrowser, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

/**
 * The searchable property pickers wherever a property is set (issue 11): a list row's chips, the spreadsheet's
 * cells (assignees and labels included, F2 or Enter to open, Escape back to the cell), the detail page and the
 * create dialog, which also offers "Create more" and "Save as draft". Each choice is typed to filter, taken
 * with the keyboard and checked in the database. A guest sees the values and no pickers.
 */
describe.skipIf(!chromiumPath)(`property pickers in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let ownerId: string;
  let teammateId: string;
  let labelIds: { regression: string; docs: string };
  let ids: string[];
  const email = uniqueEmail("pickers");
  const guestEmail = uniqueEmail("picker-guest");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    ownerId = owner.id;
    workspace = await buildWorkspace(db, owner, { name: "Picker Co" });
    project = await buildProject(db, workspace, owner, { name: "Picker project" });
    const teammate = await buildUser(db, { email: uniqueEmail("picker-mate") });
    teammateId = teammate.id;
    await db("users").where("id", teammate.id).update({ display_name: "Quinn Teammate" });
    await addMember(db, workspace, teammate, ROLE.MEMBER);
    await addProjectMember(db, project, teammate, ROLE.MEMBER);
    const guest = await buildUser(db, { email: guestEmail });
    await Profile.query(db).patch({ is_onboarded: true }).where("user_id", guest.id);
    await addMember(db, workspace, guest, ROLE.GUEST);
    await addProjectMember(db, project, guest, ROLE.GUEST);
    labelIds = { regression: (await buildLabel(db, project, { name: "Regression" })).id, docs: (await buildLabel(db, project, { name: "Docs" })).id };
    ids = [];
    for (const name of ["Alpha", "Bravo", "Charlie"]) ids.push((await buildWorkItem(db, project, { name })).id);
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const key = (index: number) => `${project.identifier}-${index + 1}`;
  const item = (id: string) => Issue.query(session.t.db).findById(id);
  const stateId = async (name: string) => (await State.query(session.t.db).findOne({ project_id: project.id, name }))?.id;
  const listOf = async (table: "issue_assignees" | "issue_labels", column: "assignee_id" | "label_id", id: string) =>
    ((await session.t.db(table).where("issue_id", id).select(column)) as Record<string, string>[]).map((row) => row[column]);
  const picker = (name: string) => page.getByRole("dialog", { name });
  const patched = () => page.waitForResponse((response) => response.request().method() === "PATCH" && /\/issues\/[0-9a-f-]+\/$/.test(new URL(response.url()).pathname));
  /** Types into an open picker and checks the typing left exactly the wanted choice first. */
  const filterTo = async (dialog: Locator, typed: string, expected: string) => {
    const search = dialog.getByRole("combobox");
    await search.fill(typed);
    await expect.poll(async () => (await dialog.getByRole("option").allTextContents())[0]).toContain(expected);
    return search;
  };
  const activeLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
  const issuesPage = () => `/${workspace.slug}/projects/${project.id}/issues/`;

  it("changes a list row's state and priority from its chips, without opening the item", async () => {
    await page.goto(issuesPage());
    const row = page.locator(`[data-work-item-id="${ids[0]}"]`);
    await row.getByText("Alpha").waitFor();
    await row.getByRole("button", { name: /^State: / }).click();
    const dialog = picker(`State of ${key(0)}`);
    const search = await filterTo(dialog, "progr", "In Progress");
    let saved = patched();
    await search.press("Enter");
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: "detached" });
    expect((await item(ids[0] as string))?.state_id).toBe(await stateId("In Progress"));
    // The chip did its own job: no peek opened and the address did not change.
    expect(new URL(page.url()).pathname).toBe(issuesPage());
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await activeLabel()).toBe("State: In Progress");

    // An empty priority is a quiet chip to click; the arrows move through the filtered choices.
    await row.getByRole("button", { name: "Priority: No priority" }).click();
    const priority = picker(`Priority of ${key(0)}`);
    const priorityInput = priority.getByRole("combobox");
    await priorityInput.fill("h");
    await priorityInput.press("ArrowDown");
    await priorityInput.press("ArrowUp");
    saved = patched();
    await priorityInput.press("Enter");
    expect((await saved).status()).toBe(200);
    expect((await item(ids[0] as string))?.priority).toBe("high");
  });

  it("sets assignees and labels in spreadsheet cells by keyboard: F2 or Enter opens, Escape returns to the cell", async () => {
    const layoutSaved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/user-properties/"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    expect((await layoutSaved).status()).toBe(200);
    const grid = page.getByRole("grid", { name: "Work items" });
    const assigneesCell = grid.getByRole("button", { name: `Assignees of ${key(1)}: No assignees` });
    await assigneesCell.focus();
    await page.keyboard.press("F2");
    const assignees = picker(`Assignees of ${key(1)}`);
    const search = await filterTo(assignees, "quinn", "Quinn Teammate");
    let saved = patched();
    await search.press("Enter");
    expect((await saved).status()).toBe(200);
    // Several values: the picker stays open for more until Escape.
    expect(await assignees.isVisible()).toBe(true);
    await search.press("Escape");
    await assignees.waitFor({ state: "detached" });
    expect(await listOf("issue_assignees", "assignee_id", ids[1] as string)).toEqual([teammateId]);
    await expect.poll(activeLabel).toBe(`Assignees of ${key(1)}: Quinn Teammate`);

    const labelsCell = grid.getByRole("button", { name: `Labels of ${key(1)}: No labels` });
    await labelsCell.focus();
    await page.keyboard.press("Enter");
    const labels = picker(`Labels of ${key(1)}`);
    const labelSearch = await filterTo(labels, "regr", "Regression");
    saved = patched();
    await labelSearch.press("Enter");
    expect((await saved).status()).toBe(200);
    await labelSearch.press("Escape");
    await labels.waitFor({ state: "detached" });
    expect(await listOf("issue_labels", "label_id", ids[1] as string)).toEqual([labelIds.regression]);
    await expect.poll(activeLabel).toBe(`Labels of ${key(1)}: Regression`);

    // The cell's state picker is the same one, in workflow order.
    await grid.getByRole("button", { name: new RegExp(`^State of ${key(1)}: `) }).click();
    const state = picker(`State of ${key(1)}`);
    const stateSearch = await filterTo(state, "done", "Done");
    saved = patched();
    await stateSearch.press("Enter");
    expect((await saved).status()).toBe(200);
    expect((await item(ids[1] as string))?.state_id).toBe(await stateId("Done"));
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "List" }).click();
  });

  it("changes priority and labels on the detail page through the pickers", async () => {
    await page.goto(`/${workspace.slug}/browse/${key(2)}/`);
    await page.getByRole("heading", { level: 1, name: "Charlie" }).waitFor();
    await page.getByRole("button", { name: "Priority: No priority" }).click();
    const priority = picker("Priority");
    const search = await filterTo(priority, "urg", "Urgent");
    let saved = patched();
    await search.press("Enter");
    expect((await saved).status()).toBe(200);
    expect((await item(ids[2] as string))?.priority).toBe("urgent");

    await page.getByRole("button", { name: "Labels: No labels" }).focus();
    await page.keyboard.press("Enter");
    const labels = picker("Labels");
    const labelSearch = await filterTo(labels, "doc", "Docs");
    saved = patched();
    await labelSearch.press("Enter");
    expect((await saved).status()).toBe(200);
    await labelSearch.press("Escape");
    await labels.waitFor({ state: "detached" });
    expect(await listOf("issue_labels", "label_id", ids[2] as string)).toEqual([labelIds.docs]);
    await expect.poll(activeLabel).toBe("Labels: Docs");
  });

  it("creates two items in a row with Create more, both with the picked properties, and remembers the switch", async () => {
    await page.goto(issuesPage());
    await page.getByRole("button", { name: "New work item" }).click();
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    const name = dialog.getByLabel("Name");
    await name.fill("Wire the sensor");

    await dialog.getByRole("button", { name: /^State: / }).click();
    const state = picker("State");
    await (await filterTo(state, "todo", "Todo")).press("Enter");
    await state.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Assignees: No assignees" }).click();
    const assignees = picker("Assignees");
    const search = await filterTo(assignees, "me", "You");
    await search.press("Enter");
    // Escape closes the picker alone: the dialog with its typed name stays, without asking to discard.
    await search.press("Escape");
    await assignees.waitFor({ state: "detached" });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    expect(await name.inputValue()).toBe("Wire the sensor");

    await dialog.getByRole("switch", { name: "Create more" }).check();
    let created = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/projects/${project.id}/issues/`));
    await dialog.getByRole("button", { name: "Create work item" }).click();
    expect((await created).status()).toBe(201);
    // Still open, the name emptied and focused, the properties kept for the next one.
    await expect.poll(() => name.inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null)).toBe("name");
    expect(await dialog.getByRole("button", { name: "State: Todo" }).count()).toBe(1);
    await page.keyboard.type("Calibrate the sensor");
    created = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/projects/${project.id}/issues/`));
    await page.keyboard.press("Enter");
    expect((await created).status()).toBe(201);
    await expect.poll(() => name.inputValue()).toBe("");
    expect(await dialog.isVisible()).toBe(true);

    const made = await Issue.query(session.t.db).where({ project_id: project.id }).whereIn("name", ["Wire the sensor", "Calibrate the sensor"]);
    expect(made).toHaveLength(2);
    for (const entry of made) {
      expect(entry.state_id).toBe(await stateId("Todo"));
      expect(entry.is_draft).toBe(false);
      expect(await listOf("issue_assignees", "assignee_id", entry.id)).toEqual([ownerId]);
    }

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("button", { name: "New work item" }).click();
    expect(await dialog.getByRole("switch", { name: "Create more" }).isChecked()).toBe(true);
    await dialog.getByRole("switch", { name: "Create more" }).uncheck();
  });

  it("saves the dialog as a draft that lands in Drafts, not in the list", async () => {
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    await dialog.getByLabel("Name").fill("Sketch the hangar");
    await dialog.getByRole("button", { name: "Priority: No priority" }).click();
    await (await filterTo(picker("Priority"), "low", "Low")).press("Enter");
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/draft-issues/"));
    await dialog.getByRole("button", { name: "Save as draft" }).click();
    expect((await saved).status()).toBe(201);
    await dialog.waitFor({ state: "hidden" });

    const draft = await Issue.query(session.t.db).findOne({ project_id: project.id, name: "Sketch the hangar" });
    expect(draft?.is_draft).toBe(true);
    expect(draft?.priority).toBe("low");
    expect(await page.getByRole("list", { name: "Work items" }).getByText("Sketch the hangar").count()).toBe(0);
    await page.goto(`/${workspace.slug}/drafts/`);
    await page.getByText("Sketch the hangar").waitFor();
  });

  it("shows a guest the values and no pickers: in the list, the spreadsheet and on the detail page", async () => {
    await signOutInBrowser(page);
    await signInInBrowser(page, guestEmail, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
    await page.goto(issuesPage());
    const list = page.getByRole("list", { name: "Work items" });
    await list.getByText("Alpha").waitFor();
    await list.locator('[data-property="state"]').first().waitFor();
    expect(await page.locator("[data-opens-picker]").count()).toBe(0);
    expect(await list.getByRole("button").count()).toBe(0);

    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByRole("button", { name: "Alpha" }).waitFor();
    await grid.getByText("In Progress").waitFor();
    expect(await grid.getByRole("button", { name: /^(State|Priority|Assignees|Labels|Start date|Due date) of / }).count()).toBe(0);

    await page.goto(`/${workspace.slug}/browse/${key(2)}/`);
    await page.getByRole("heading", { level: 1, name: "Charlie" }).waitFor();
    await page.getByText("Urgent").first().waitFor();
    expect(await page.getByRole("button", { name: /^(State|Priority|Assignees|Labels|Start date|Due date): / }).count()).toBe(0);
  });
});
