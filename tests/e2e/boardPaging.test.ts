import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workItemUserPropertiesUpdate } from "../../api/commands/workItemUserPropertiesUpdate.js";
import type { WorkItemViewChange } from "../../api/contract/workItemDisplay.js";
import { loadViewSettings } from "../../api/workItems/userProperties.js";
import { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject, unheardOutbox } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Items per column: more than the board's page of 50, so each column has a second page of 10. */
const PER_COLUMN = 60;
const nameOf = (column: string, index: number) => `${column} ${String(index).padStart(2, "0")}`;

function cardsIn(page: Page, column: string): Locator {
  return page.getByRole("list", { name: `${column} work items`, exact: true }).locator("[data-card-id]");
}

const namesIn = (page: Page, column: string) => cardsIn(page, column).locator(".kanban-card__name").allTextContents();

/** The cell of a column: its cards' list, status line and quick add. */
const cellOf = (page: Page, column: string) => page.locator("[data-cell]").filter({ has: page.getByRole("list", { name: `${column} work items`, exact: true }) });

/** Scrolls a column's own scroller to `to` (a fraction of its length, 1 for the end). */
function scrollColumn(page: Page, column: string, to: number): Promise<void> {
  return page.evaluate(
    ({ label, fraction }) => {
      const list = [...document.querySelectorAll("ul[aria-label]")].find((element) => element.getAttribute("aria-label") === label);
      const scroller = list?.closest<HTMLElement>("[data-card-scroller]");
      if (scroller) scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction;
    },
    { label: `${column} work items`, fraction: to },
  );
}

/**
 * Board paging in a real browser: each column loads its own next page as it scrolls to its end (or on
 * "Load more"), the other columns keep what they hold, only the cards in view are rendered, a card still
 * drops between two cards deep in a virtualised column, and folded columns and list groups survive a reload.
 */
describe.skipIf(!chromiumPath)(`board columns that page and render on their own in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let owner: User;
  let workspace: Workspace;
  let project: Project;
  const states = new Map<string, string>();
  const listRequests: URL[] = [];
  const email = uniqueEmail("board-paging");

  const saveView = (change: WorkItemViewChange) =>
    session.t.db.transaction((trx) => workItemUserPropertiesUpdate({ trx, outbox: unheardOutbox, actor: owner, project, change }));

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    owner = await buildUser(db, { email });
    await Profile.query(db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(db, owner, { name: "Paging Co" });
    project = await buildProject(db, workspace, owner, { name: "Paging" });
    for (const state of await State.query(db).where({ project_id: project.id })) states.set(state.name, state.id);
    for (const column of ["Backlog", "Todo"]) {
      for (let index = 1; index <= PER_COLUMN; index += 1) await buildWorkItem(db, project, { name: nameOf(column, index), state_id: states.get(column) });
    }
    await saveView({ display_filters: { layout: "kanban" } });
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(`/projects/${project.id}/issues/`)) listRequests.push(url);
    });
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(async () => {
    await session?.close();
  });

  const issuesUrl = () => `/${workspace.slug}/projects/${project.id}/issues/`;
  const groupRequests = (column: string) => listRequests.filter((url) => url.searchParams.get("group_id") === states.get(column));

  it("scrolling one column to its end loads that column's next page only", async () => {
    await page.goto(issuesUrl());
    const board = page.getByRole("region", { name: "Board" });
    await board.getByRole("heading", { name: /^Backlog/ }).getByLabel(`${PER_COLUMN} work items`).waitFor();
    await expect.poll(() => cardsIn(page, "Todo").count()).toBeGreaterThan(0);
    const todoMore = cellOf(page, "Todo").getByRole("button", { name: "Load more (10 more)" });
    await todoMore.waitFor();
    await cellOf(page, "Backlog").getByRole("button", { name: "Load more (10 more)" }).waitFor();
    const todoRendered = await cardsIn(page, "Todo").count();
    // 50 cards are loaded in each column, a few are in the page.
    expect(todoRendered).toBeLessThan(20);
    expect(await cardsIn(page, "Backlog").count()).toBeLessThan(20);

    await expect
      .poll(async () => {
        await scrollColumn(page, "Backlog", 1);
        return namesIn(page, "Backlog");
      })
      .toContain(nameOf("Backlog", PER_COLUMN));
    expect(groupRequests("Backlog")).toHaveLength(1);
    expect(groupRequests("Backlog")[0]?.searchParams.get("cursor")).toBe("50:1:0");
    expect(groupRequests("Todo")).toHaveLength(0);
    expect(await cellOf(page, "Backlog").getByRole("button", { name: /^Load more/ }).count()).toBe(0);
    // The other column is as it was: the same cards in the page, its next page still to load.
    expect(await cardsIn(page, "Todo").count()).toBe(todoRendered);
    expect(await todoMore.isVisible()).toBe(true);
    expect(await cardsIn(page, "Backlog").count()).toBeLessThan(20);
  });

  it("loads another column's next page from its Load more button, and the DOM stays bounded", async () => {
    await cellOf(page, "Todo").getByRole("button", { name: "Load more (10 more)" }).click();
    await expect.poll(() => groupRequests("Todo").length).toBe(1);
    await expect.poll(() => cellOf(page, "Todo").getByRole("button", { name: /^Load more/ }).count()).toBe(0);
    await expect
      .poll(async () => {
        await scrollColumn(page, "Todo", 1);
        return namesIn(page, "Todo");
      })
      .toContain(nameOf("Todo", PER_COLUMN));
    expect(groupRequests("Backlog")).toHaveLength(1);
    // 120 cards loaded; the page holds the cards in view and the board around them.
    expect(await cardsIn(page, "Todo").count()).toBeLessThan(20);
    expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThan(2500);
  });

  it("drops a card between two cards deep in a virtualised column, between their sort orders", async () => {
    await scrollColumn(page, "Backlog", 0);
    await scrollColumn(page, "Todo", 0.5);
    // Two neighbours in the middle of the column, both with their tops in view, once the column has rendered them.
    const inView = () =>
      page.evaluate((label) => {
        const list = [...document.querySelectorAll("ul[aria-label]")].find((element) => element.getAttribute("aria-label") === label);
        const view = list?.closest("[data-card-scroller]")?.getBoundingClientRect();
        const cards = [...(list?.querySelectorAll<HTMLElement>("[data-card-id]") ?? [])].filter((card) => {
          const box = card.getBoundingClientRect();
          // Tops in view are enough: a card with every property on is tall, and the drop lands at the lower card's top.
          return view !== undefined && box.top >= view.top && box.top + 20 <= view.bottom;
        });
        return cards.slice(0, 2).map((card) => card.querySelector(".kanban-card__name")?.textContent ?? "");
      }, "Todo work items");
    await expect.poll(async () => (await inView())[0] ?? "").toMatch(/^Todo [2-5]\d$/);
    // Where the middle falls depends on the cards' heights: the first card whose top shows is brought to the
    // top of the view, so that the card after it shows its top too.
    await page.evaluate((label) => {
      const list = [...document.querySelectorAll("ul[aria-label]")].find((element) => element.getAttribute("aria-label") === label);
      const scroller = list?.closest<HTMLElement>("[data-card-scroller]");
      const top = scroller?.getBoundingClientRect().top ?? 0;
      const tops = [...(list?.querySelectorAll<HTMLElement>("[data-card-id]") ?? [])].map((card) => card.getBoundingClientRect().top);
      const first = Math.min(...tops.filter((cardTop) => cardTop >= top));
      if (scroller && Number.isFinite(first)) scroller.scrollTop += first - top;
    }, "Todo work items");
    await expect.poll(async () => (await inView())[1] ?? "").toMatch(/^Todo [2-5]\d$/);
    const [above, below] = await inView();
    expect(above).toMatch(/^Todo [2-5]\d$/);
    const moving = cardsIn(page, "Backlog").filter({ hasText: nameOf("Backlog", 1) });
    const target = cardsIn(page, "Todo").filter({ hasText: below ?? "" });
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    await moving.dragTo(target, { targetPosition: { x: 40, y: 4 } });
    expect((await saved).status()).toBe(200);

    const rows = await Issue.query(session.t.db).where("project_id", project.id).whereIn("name", [nameOf("Backlog", 1), above ?? "", below ?? ""]);
    const sortOrderOf = (name: string | undefined) => rows.find((row) => row.name === name)?.sort_order ?? Number.NaN;
    const moved = rows.find((row) => row.name === nameOf("Backlog", 1));
    expect(moved?.state_id).toBe(states.get("Todo"));
    expect(sortOrderOf(nameOf("Backlog", 1))).toBeGreaterThan(sortOrderOf(above));
    expect(sortOrderOf(nameOf("Backlog", 1))).toBeLessThan(sortOrderOf(below));
    await expect.poll(async () => {
      const names = await namesIn(page, "Todo");
      return names.slice(names.indexOf(above ?? "") + 1, names.indexOf(above ?? "") + 3);
    }).toEqual([nameOf("Backlog", 1), below]);
  });

  it("keeps a folded column, and a folded list group, folded after a reload", async () => {
    const board = page.getByRole("region", { name: "Board" });
    await board.getByRole("button", { name: "Collapse Todo" }).click();
    await board.getByRole("button", { name: "Expand Todo" }).waitFor();
    await expect.poll(async () => (await saveViewRead()).kanban_filters.group_by).toEqual([states.get("Todo")]);
    await page.reload();
    await board.getByRole("button", { name: "Expand Todo" }).waitFor();
    expect(await page.getByRole("list", { name: "Todo work items", exact: true }).count()).toBe(0);
    expect(await cardsIn(page, "Backlog").count()).toBeGreaterThan(0);

    await saveView({ display_filters: { layout: "list", group_by: "state" } });
    await page.reload();
    const backlogGroup = page.getByRole("button", { name: /^Backlog/ });
    const todoGroup = page.getByRole("button", { name: /^Todo/ });
    await backlogGroup.click();
    await expect.poll(() => backlogGroup.getAttribute("aria-expanded")).toBe("false");
    // The board's folded column is the list's folded group: one set of folded groups per person and project.
    expect(await todoGroup.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(async () => (await saveViewRead()).kanban_filters.group_by.length).toBe(2);
    await page.reload();
    await backlogGroup.waitFor();
    expect(await backlogGroup.getAttribute("aria-expanded")).toBe("false");
    expect(await todoGroup.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("listitem").filter({ hasText: /^(Backlog|Todo) \d\d/ }).count()).toBe(0);
  });

  it("loads a list group's next page on its own as its end scrolls into view", async () => {
    const backlogGroup = page.getByRole("button", { name: /^Backlog/ });
    await backlogGroup.click();
    await expect.poll(() => backlogGroup.getAttribute("aria-expanded")).toBe("true");
    const before = { backlog: groupRequests("Backlog").length, todo: groupRequests("Todo").length };
    const rows = page.getByRole("list", { name: "Work items" });
    await expect
      .poll(async () => {
        await rows.evaluate((element) => (element.scrollTop = element.scrollHeight));
        return rows.getByRole("listitem").filter({ hasText: nameOf("Backlog", PER_COLUMN) }).count();
      })
      .toBe(1);
    expect(groupRequests("Backlog")).toHaveLength(before.backlog + 1);
    expect(groupRequests("Todo")).toHaveLength(before.todo);
  });

  /** What the server holds for the owner's display filters. */
  async function saveViewRead() {
    return (await loadViewSettings(session.t.db, project.id, owner.id)).display_filters;
  }
});
