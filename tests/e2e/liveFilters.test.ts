import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

/** JSON writes as the signed-in person, through the page's own cookies and the CSRF header the web app sends. */
async function apiAs(request: APIRequestContext) {
  const { csrf_token: csrf } = (await (await request.get("/auth/get-csrf-token/")).json()) as { csrf_token: string };
  return async <T>(method: "POST" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, data, headers: { "X-CSRFToken": csrf } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
}

const cardNames = (page: Page) => page.locator("[data-card-id] .kanban-card__name").allTextContents();
const board = (page: Page) => page.getByRole("region", { name: "Board", exact: true });

/**
 * Issue 12 item 4 in a real browser: Bo's board filtered to urgent work follows Ada's changes by that
 * filter (a new item that does not match stays out, one that does comes in, one changed to stop matching
 * leaves, one changed to start matching joins), and a state Ada creates or deletes adds or removes its
 * column, all without a reload. The cases run in order on the same items.
 */
describe.skipIf(!chromiumPath)(`live items respect the view's filters in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let ada: Page;
  let bo: Page;
  let workspace: Workspace;
  let project: Project;
  let quietId = "";
  const adaEmail = uniqueEmail("filters-ada");
  const boEmail = uniqueEmail("filters-bo");
  const issues = () => `/api/workspaces/${workspace.slug}/projects/${project.id}/issues`;

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    bo = session.page;
    const db = session.t.db;
    const adaUser = await buildUser(db, { email: adaEmail, onboarded: true });
    const boUser = await buildUser(db, { email: boEmail, onboarded: true });
    workspace = await buildWorkspace(db, adaUser, { name: "Filter Co" });
    await addMember(db, workspace, boUser, ROLE.MEMBER);
    project = await buildProject(db, workspace, adaUser, { name: "Filtered board" });
    await addProjectMember(db, project, boUser, ROLE.MEMBER);
    await buildWorkItem(db, project, { name: "Already urgent", priority: "urgent" });
    // Never loaded by Bo's filtered board: his tab does not hold it at all.
    quietId = (await buildWorkItem(db, project, { name: "Quiet low", priority: "low" })).id;
    const adaContext = await bo.context().browser()?.newContext({ baseURL: session.t.baseUrl });
    if (!adaContext) throw new Error("no browser");
    ada = await adaContext.newPage();
    await signInToWorkspace(ada, adaEmail, workspace.slug);
    await signInToWorkspace(bo, boEmail, workspace.slug);
    // Bo looks at the board, urgent work only.
    const boWrite = await apiAs(bo.request);
    await boWrite("PATCH", `/api/workspaces/${workspace.slug}/projects/${project.id}/user-properties/`, {
      filters: { priority: ["urgent"] },
      display_filters: { layout: "kanban", group_by: "state", show_empty_groups: true },
    });
  }, 60_000);

  afterAll(async () => {
    await ada?.context().close();
    await session?.close();
  });

  it("opens the filtered board live, showing only the matching item", async () => {
    await bo.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await board(bo).waitFor();
    await expect.poll(() => cardNames(bo)).toEqual(["Already urgent"]);
    await expect.poll(() => bo.locator(".connection-indicator[role='status']").textContent()).toContain("Live");
    // Set on the page once: still there at the end means the page never reloaded.
    await bo.evaluate(() => Object.assign(window, { sameDocument: true }));
  });

  it("keeps a colleague's new item that does not match out, and shows one that does", async () => {
    const write = await apiAs(ada.request);
    await write("POST", `${issues()}/`, { name: "Low from elsewhere", priority: "low" });
    await write("POST", `${issues()}/`, { name: "Urgent from elsewhere", priority: "urgent" });
    // Events arrive in order: once the second shows, the first has been judged.
    await expect.poll(() => cardNames(bo), { timeout: 2000 }).toContain("Urgent from elsewhere");
    expect((await cardNames(bo)).sort()).toEqual(["Already urgent", "Urgent from elsewhere"]);
    await board(bo).getByLabel("2 work items").first().waitFor();
  });

  it("takes away an item a colleague changes so that it no longer matches, counts following", async () => {
    const write = await apiAs(ada.request);
    const items = (await session.t.db("issues").where("project_id", project.id).select("id", "name")) as { id: string; name: string }[];
    const urgent = items.find((item) => item.name === "Urgent from elsewhere");
    await write("PATCH", `${issues()}/${urgent?.id}/`, { priority: "medium" });
    await expect.poll(() => cardNames(bo), { timeout: 2000 }).toEqual(["Already urgent"]);
    await board(bo).getByLabel("1 work item").first().waitFor();
  });

  it("brings in an item a colleague changes so that it starts to match, held by the tab or not", async () => {
    const write = await apiAs(ada.request);
    const items = (await session.t.db("issues").where("project_id", project.id).select("id", "name")) as { id: string; name: string }[];
    const low = items.find((item) => item.name === "Low from elsewhere");
    await write("PATCH", `${issues()}/${low?.id}/`, { priority: "urgent" });
    await expect.poll(() => cardNames(bo), { timeout: 2000 }).toContain("Low from elsewhere");
    // An item the tab never held: the server is asked for the board again.
    await write("PATCH", `${issues()}/${quietId}/`, { priority: "urgent" });
    await expect.poll(async () => (await cardNames(bo)).sort(), { timeout: 3000 }).toEqual(["Already urgent", "Low from elsewhere", "Quiet low"]);
  });

  it("adds a colleague's new state as a board column and takes a deleted one's away", async () => {
    const write = await apiAs(ada.request);
    const statesPath = `/api/workspaces/${workspace.slug}/projects/${project.id}/states`;
    const review = await write<{ id: string }>("POST", `${statesPath}/`, { name: "Peer review", color: "#3366ff", group: "started" });
    const column = board(bo).getByRole("heading", { name: /^Peer review/ });
    await column.waitFor({ timeout: 2000 });
    // In workflow order: a started state comes after the unstarted Todo and before the completed Done.
    const titles = await board(bo).getByRole("heading").allTextContents();
    const at = (name: string) => titles.findIndex((title) => title.startsWith(name));
    expect(at("Todo")).toBeLessThan(at("Peer review"));
    expect(at("Peer review")).toBeLessThan(at("Done"));
    await write("DELETE", `${statesPath}/${review.id}/`);
    await expect.poll(() => column.count(), { timeout: 2000 }).toBe(0);
    expect(await bo.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
