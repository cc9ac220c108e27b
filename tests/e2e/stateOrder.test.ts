import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { uniqueIdentifier } from "../helpers/projects.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** The workflow order once "In Review" (started) is added after the default states. */
const WORKFLOW = ["Backlog", "Todo", "In Progress", "In Review", "Done", "Cancelled"];

/** JSON calls as the signed-in person, through the page's cookies and the CSRF header the web app sends. */
async function apiAs(request: APIRequestContext) {
  const { csrf_token: csrf } = (await (await request.get("/auth/get-csrf-token/")).json()) as { csrf_token: string };
  return async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, data, headers: { "X-CSRFToken": csrf } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * SPEC.md section 3 in Chromium: states order by group, then sequence, on every screen. A state added
 * later to the started group sits between In Progress and Done, not after Cancelled.
 */
describe.skipIf(!chromiumPath)(`state order in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let projectId: string;
  let api: Awaited<ReturnType<typeof apiAs>>;
  const email = uniqueEmail("states");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Order Co" });
    await signInToWorkspace(page, email, workspace.slug);

    api = await apiAs(page.request);
    const base = `/api/workspaces/${workspace.slug}/projects`;
    projectId = (await api<{ id: string }>("POST", `${base}/`, { name: "Flow", identifier: uniqueIdentifier("F") })).id;
    await api("POST", `${base}/${projectId}/states/`, { name: "In Review", group: "started", color: "#8a5cf6" });
    const states = await api<{ id: string; name: string }[]>("GET", `${base}/${projectId}/states/`);
    // One item in every state except Cancelled, so that a board without empty groups still shows most columns.
    for (const state of states.filter((entry) => entry.name !== "Cancelled")) {
      await api("POST", `${base}/${projectId}/issues/`, { name: `In ${state.name}`, state_id: state.id });
    }
  });

  afterAll(() => session?.close());

  const issuesUrl = () => `/${workspace.slug}/projects/${projectId}/issues/`;
  const setDisplay = (display_filters: Record<string, unknown>) => api("PATCH", `/api/workspaces/${workspace.slug}/projects/${projectId}/user-properties/`, { display_filters });
  const titles = (page: Page, selector: string) => page.locator(selector).allTextContents();

  it("puts a state added later to Started before Done on the board, with or without empty columns", async () => {
    await setDisplay({ layout: "kanban", group_by: "state", show_empty_groups: true });
    await page.goto(issuesUrl());
    await page.getByRole("region", { name: "Board" }).waitFor();
    await expect.poll(() => titles(page, ".kanban-column-head__name")).toEqual(WORKFLOW);

    await setDisplay({ show_empty_groups: false });
    await page.reload();
    await expect.poll(() => titles(page, ".kanban-column-head__name")).toEqual(WORKFLOW.filter((name) => name !== "Cancelled"));
  });

  it("orders the list's state groups, the state group grouping and the state picker the same way", async () => {
    await setDisplay({ layout: "list", group_by: "state", show_empty_groups: false });
    await page.goto(issuesUrl());
    await expect.poll(() => titles(page, ".work-item-group-header__title")).toEqual(WORKFLOW.filter((name) => name !== "Cancelled"));

    await setDisplay({ group_by: "state__group" });
    await page.reload();
    await expect.poll(() => titles(page, ".work-item-group-header__title")).toEqual(["Backlog", "Unstarted", "Started", "Completed"]);

    await page.goto(`/${workspace.slug}/browse/${await itemKey("In Todo")}/`);
    await page.getByRole("complementary", { name: "Properties" }).getByRole("button", { name: /^State: / }).click();
    const choices = page.getByRole("dialog", { name: "State" }).locator(".property-picker__label");
    await choices.first().waitFor();
    expect(await choices.allTextContents()).toEqual(WORKFLOW);
  });

  it("lists In Review under Started, after In Progress, in the project's settings", async () => {
    await page.goto(`/${workspace.slug}/projects/${projectId}/settings/states/`);
    const started = page.getByRole("region", { name: "Started", exact: true });
    await started.getByText("In Review").waitFor();
    expect(await started.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining("In Progress"), expect.stringContaining("In Review")]);
  });

  async function itemKey(name: string): Promise<string> {
    const list = await api<{ results: { name: string; sequence_id: number }[] }>("GET", `/api/workspaces/${workspace.slug}/projects/${projectId}/issues/?per_page=50`);
    const project = await api<{ identifier: string }>("GET", `/api/workspaces/${workspace.slug}/projects/${projectId}/`);
    const item = list.results.find((entry) => entry.name === name);
    if (!item) throw new Error(`no work item named ${name}`);
    return `${project.identifier}-${item.sequence_id}`;
  }
});
