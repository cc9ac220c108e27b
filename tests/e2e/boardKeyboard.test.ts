import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workItemUserPropertiesUpdate } from "../../api/commands/workItemUserPropertiesUpdate.js";
import type { WorkItemViewChange } from "../../api/contract/workItemDisplay.js";
import { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { buildProject, unheardOutbox } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

const LONG_NAME = "Write the release notes for the mobile app and the new board keyboard paths";

/**
 * Keyboard triage on the board, with the list's focus and keys: j and k (Down and Up) move within a
 * column, Right and Left to the neighbouring column at the same height, s changes the focused card's
 * state, x selects it for the bulk bar and Enter opens the peek. On a phone the list keeps names readable.
 */
describe.skipIf(!chromiumPath)(`board keyboard in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let owner: User;
  let workspace: Workspace;
  let project: Project;
  const states = new Map<string, string>();
  const email = uniqueEmail("board-keys");

  const saveView = (change: WorkItemViewChange) =>
    session.t.db.transaction((trx) => workItemUserPropertiesUpdate({ trx, outbox: unheardOutbox, actor: owner, project, change }));
  const issuesUrl = () => `/${workspace.slug}/projects/${project.id}/issues/`;
  const focusedId = () => page.evaluate(() => document.activeElement?.closest("[data-work-item-id]")?.getAttribute("data-work-item-id") ?? null);
  /** A column's card ids in the order shown. */
  const column = (name: string) => page.getByRole("list", { name: `${name} work items`, exact: true }).locator("[data-card-id]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card-id")));

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    owner = await buildUser(db, { email });
    await Profile.query(db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(db, owner, { name: "Keys Co" });
    project = await buildProject(db, workspace, owner, { name: "Keys" });
    for (const state of await State.query(db).where({ project_id: project.id })) states.set(state.name, state.id);
    for (const name of ["Alpha", "Bravo", "Charlie"]) await buildWorkItem(db, project, { name, state_id: states.get("Backlog") });
    for (const name of ["Delta", LONG_NAME]) await buildWorkItem(db, project, { name, state_id: states.get("Todo") });
    await saveView({ display_filters: { layout: "kanban", group_by: "state", show_empty_groups: false } });
    await page.goto("/");
    await signInInBrowser(page, email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
  }, 60_000);

  afterAll(() => session?.close());

  it("moves down a column with j and to the next column with the arrows, the focused card marked", async () => {
    await page.goto(issuesUrl());
    await expect.poll(async () => (await column("Todo")).length).toBe(2);
    const backlog = await column("Backlog");
    const todo = await column("Todo");
    expect(backlog.length).toBe(3);

    await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(backlog[0]);
    await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(backlog[1]);
    expect(await page.locator(`[data-card-id="${backlog[1]}"]`).getAttribute("data-focused")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedId).toBe(backlog[2]);
    // Todo has two cards: the third row's Right lands on its last.
    await page.keyboard.press("ArrowRight");
    await expect.poll(focusedId).toBe(todo[1]);
    await page.keyboard.press("k");
    await expect.poll(focusedId).toBe(todo[0]);
    // Past the last column the focus stays.
    await page.keyboard.press("ArrowRight");
    await expect.poll(focusedId).toBe(todo[0]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(focusedId).toBe(backlog[0]);
  });

  it("selects the focused card with x, shown in the bulk bar, and Escape clears it", async () => {
    const bar = page.getByRole("toolbar", { name: "Bulk actions" });
    const backlog = await column("Backlog");
    await page.keyboard.press("x");
    await bar.getByText("1 selected").waitFor();
    expect(await page.locator(`[data-card-id="${backlog[0]}"]`).getAttribute("data-selected")).toBe("true");
    await page.keyboard.press("Escape");
    await bar.waitFor({ state: "hidden" });
  });

  it("changes the focused card's state with s and Enter in the picker", async () => {
    const [first] = await column("Backlog");
    await page.keyboard.press("s");
    const dialog = page.getByRole("dialog", { name: /^State of / });
    const search = dialog.getByRole("combobox");
    await search.fill("progr");
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    await search.press("Enter");
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    expect((await Issue.query(session.t.db).findById(first as string))?.state_id).toBe(states.get("In Progress"));
    await expect.poll(() => column("In Progress")).toEqual([first]);
  });

  it("opens the focused card in the peek with Enter, the keyboard having followed the card to its new column", async () => {
    const [moved] = await column("In Progress");
    await page.keyboard.press("j");
    await expect.poll(focusedId).toBe(moved);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("peekId") === moved);
  });

  it("on a phone, gives a list row's name the width and its full text as a title", async () => {
    await saveView({ display_filters: { layout: "list" } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(issuesUrl());
    const name = page.getByRole("list", { name: "Work items" }).locator(".work-item-row__name", { hasText: LONG_NAME });
    await name.waitFor();
    expect(await name.getAttribute("title")).toBe(LONG_NAME);
    expect((await name.boundingBox())?.width).toBeGreaterThanOrEqual(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
