import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { addProjectMember, uniqueIdentifier } from "../helpers/projects.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

interface ApiItem {
  id: string;
  name: string;
  state_id: string;
  sort_order: number;
}

/** JSON calls as the signed-in person, through the page's own cookies and the CSRF header the web app sends. */
async function apiAs(request: APIRequestContext) {
  const { csrf_token: csrf } = (await (await request.get("/auth/get-csrf-token/")).json()) as { csrf_token: string };
  const call = async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, data, headers: { "X-CSRFToken": csrf } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data: unknown) => call<T>("POST", path, data),
    patch: <T>(path: string, data: unknown) => call<T>("PATCH", path, data),
  };
}

/** A column's cards, top to bottom, by name. */
function cardsIn(page: Page, column: string): Locator {
  return page.getByRole("list", { name: `${column} work items`, exact: true }).locator("[data-card-id]");
}

const namesIn = (page: Page, column: string) => cardsIn(page, column).locator(".kanban-card__name").allTextContents();

/**
 * The board layout in a real browser: columns per state with counts, a card dragged from Backlog to a
 * place in Todo (native HTML5 drag and drop) that survives a reload with a sort_order between its new
 * neighbours, and a guest who sees the board without draggable cards.
 */
describe.skipIf(!chromiumPath)(`the work item board in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let projectId: string;
  let states: Map<string, string>;
  const ownerEmail = uniqueEmail("board");
  const guestEmail = uniqueEmail("board-guest");
  let guestContext: BrowserContext | undefined;

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email: ownerEmail });
    const guest = await buildUser(db, { email: guestEmail });
    await Profile.query(db).patch({ is_onboarded: true }).whereIn("user_id", [owner.id, guest.id]);
    workspace = await buildWorkspace(db, owner, { name: "Board Co" });
    await addMember(db, workspace, guest, ROLE.GUEST);
    await page.goto("/");
    await signInInBrowser(page, ownerEmail, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);

    const api = await apiAs(page.request);
    const base = `/api/workspaces/${workspace.slug}/projects`;
    const project = await api.post<{ id: string }>(`${base}/`, { name: "Kanban", identifier: uniqueIdentifier("K") });
    projectId = project.id;
    const stored = await Project.query(db).findById(projectId);
    if (!stored) throw new Error("the project is missing");
    await addProjectMember(db, stored, guest, ROLE.GUEST);
    const listed = await api.get<{ id: string; name: string }[]>(`${base}/${projectId}/states/`);
    states = new Map(listed.map((state) => [state.name, state.id]));
    for (const [name, state] of [["Alpha", "Backlog"], ["Bravo", "Backlog"], ["Charlie", "Todo"], ["Delta", "Todo"]] as const) {
      await api.post(`${base}/${projectId}/issues/`, { name, state_id: states.get(state) });
    }
  });

  afterAll(async () => {
    await guestContext?.close();
    await session?.close();
  });

  const issuesUrl = () => `/${workspace.slug}/projects/${projectId}/issues/`;

  it("shows a column per state with its count once the Board layout is chosen", async () => {
    await page.goto(issuesUrl());
    await page.getByRole("radio", { name: "Board" }).click();
    const board = page.getByRole("region", { name: "Board" });
    await board.waitFor();
    for (const column of ["Backlog", "Todo", "In Progress", "Done", "Cancelled"]) {
      await board.getByRole("heading", { name: new RegExp(`^${column}`) }).waitFor();
    }
    await expect.poll(() => namesIn(page, "Backlog")).toEqual(["Alpha", "Bravo"]);
    await expect.poll(() => namesIn(page, "Todo")).toEqual(["Charlie", "Delta"]);
    expect(await board.getByRole("heading", { name: /^Backlog/ }).getByLabel("2 work items").count()).toBe(1);
  });

  it("moves a card from Backlog to a place in Todo by dragging, and keeps it there after a reload", async () => {
    const alpha = cardsIn(page, "Backlog").filter({ hasText: "Alpha" });
    const delta = cardsIn(page, "Todo").filter({ hasText: "Delta" });
    expect(await alpha.getAttribute("draggable")).toBe("true");
    const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes("/issues/"));
    // The upper edge of Delta: the drop goes just above it, between Charlie and Delta.
    await alpha.dragTo(delta, { targetPosition: { x: 40, y: 4 } });
    expect((await saved).status()).toBe(200);
    await expect.poll(() => namesIn(page, "Todo")).toEqual(["Charlie", "Alpha", "Delta"]);
    await expect.poll(() => namesIn(page, "Backlog")).toEqual(["Bravo"]);

    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: "Board" }).getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => namesIn(page, "Todo")).toEqual(["Charlie", "Alpha", "Delta"]);

    const api = await apiAs(page.request);
    const items = await api.get<{ results: ApiItem[] }>(`/api/workspaces/${workspace.slug}/projects/${projectId}/issues/?per_page=50&cursor=50:0:0&order_by=sort_order`);
    const byName = new Map(items.results.map((item) => [item.name, item]));
    const [movedItem, above, below] = [byName.get("Alpha"), byName.get("Charlie"), byName.get("Delta")];
    expect(movedItem?.state_id).toBe(states.get("Todo"));
    expect(movedItem!.sort_order).toBeGreaterThan(above!.sort_order);
    expect(movedItem!.sort_order).toBeLessThan(below!.sort_order);
  });

  it("moves a card with the keyboard through its Move to… menu, focus following it", async () => {
    const bravo = cardsIn(page, "Backlog").filter({ hasText: "Bravo" });
    const menuButton = bravo.getByRole("button", { name: /^Move .* to…$/ });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: /^Move / });
    await menu.getByRole("menuitem", { name: "Move to In Progress" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => namesIn(page, "In Progress")).toEqual(["Bravo"]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-card-id]")?.textContent ?? "")).toContain("Bravo");
  });

  it("shows a guest the board without draggable cards or quick add", async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    guestContext = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme: "light" });
    const guestPage = await guestContext.newPage();
    guestPage.setDefaultTimeout(10_000);
    await guestPage.goto("/");
    await signInInBrowser(guestPage, guestEmail, STRONG_PASSWORD);
    await guestPage.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
    await guestPage.goto(issuesUrl());
    // The layout is each person's own setting: the guest picks the board too.
    await guestPage.getByRole("radio", { name: "Board" }).click();
    await expect.poll(() => namesIn(guestPage, "Todo")).toEqual(["Charlie", "Alpha", "Delta"]);
    expect(await guestPage.locator("[data-card-id][draggable='true']").count()).toBe(0);
    expect(await guestPage.getByRole("button", { name: /^Move .* to…$/ }).count()).toBe(0);
    expect(await guestPage.getByLabel(/^Quick add a work item/).count()).toBe(0);
  });

  it("sub-groups into swimlanes, moves a card to another lane from its menu and folds a lane away", async () => {
    const api = await apiAs(page.request);
    await api.patch(`/api/workspaces/${workspace.slug}/projects/${projectId}/user-properties/`, { display_filters: { sub_group_by: "priority" } });
    await page.reload();
    const board = page.getByRole("region", { name: "Board" });
    await board.getByRole("button", { name: /^No priority/ }).waitFor();
    await expect.poll(() => namesIn(page, "Todo, No priority")).toEqual(["Charlie", "Alpha", "Delta"]);

    const charlie = cardsIn(page, "Todo, No priority").filter({ hasText: "Charlie" });
    await charlie.getByRole("button", { name: /^Move .* to…$/ }).click();
    await page.getByRole("menuitem", { name: "Move to the High swimlane" }).click();
    await expect.poll(() => namesIn(page, "Todo, High")).toEqual(["Charlie"]);

    const lane = board.getByRole("button", { name: /^No priority/ });
    await lane.click();
    expect(await lane.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("list", { name: "Todo, No priority work items" }).count()).toBe(0);
  });
});
