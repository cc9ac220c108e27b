import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { STRONG_PASSWORD } from "../helpers/factories.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { addMember, buildWorkspace, signedInUser, type SignedInUser } from "../helpers/workspaces.js";

/** A day relative to today on the machine's calendar, as the web app reads "today". */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * "Your work" in a real browser (SPEC.md section 2): the counts and the assigned, created, subscribed
 * and activity tabs of work made through the API, and a private project's item kept from a viewer who
 * cannot open that project.
 */
describe.skipIf(!chromiumPath)(`your work in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let owner: SignedInUser;
  let mo: SignedInUser;
  let pat: SignedInUser;
  let gus: SignedInUser;
  let workspace: Workspace;
  let rocket: Project;
  const contexts: BrowserContext[] = [];

  /** A work item made by `who` through the REST API, as the web app makes one. */
  async function create(who: SignedInUser, project: Project, body: Record<string, unknown>): Promise<{ id: string; sequence_id: number }> {
    const res = await who.client.send("POST", `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`, body);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A signed-in page of one's own, in its own browser context. */
  async function pageFor(who: SignedInUser, colorScheme: "light" | "dark" = "light"): Promise<Page> {
    const browser = page.context().browser() as Browser;
    const context = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme });
    contexts.push(context);
    const other = await context.newPage();
    other.setDefaultTimeout(10_000);
    await other.goto("/");
    await signInInBrowser(other, who.user.email, STRONG_PASSWORD);
    await other.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
    return other;
  }

  const rowNames = (on: Page) => on.getByRole("grid", { name: "Work items" }).locator(".spreadsheet__name").allTextContents();
  const countOf = async (on: Page, label: string) =>
    Number(await on.getByRole("list", { name: "Counts" }).getByRole("listitem").filter({ has: on.getByText(label, { exact: true }) }).locator(".your-work__count-value").textContent());

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const { db, baseUrl } = session.t;
    [owner, mo, pat, gus] = await Promise.all([0, 1, 2, 3].map(() => signedInUser(db, baseUrl))) as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    for (const [who, name] of [[owner, "olive"], [mo, "mo"], [pat, "pat"], [gus, "gus"]] as const) {
      who.user = await User.query(db).patchAndFetchById(who.user.id, { display_name: name, first_name: name[0]?.toUpperCase() + name.slice(1), last_name: "Tester" });
      await Profile.query(db).patch({ is_onboarded: true }).where("user_id", who.user.id);
    }
    workspace = await buildWorkspace(db, owner.user, { name: "Rocket Co" });
    await addMember(db, workspace, mo.user, ROLE.MEMBER);
    await addMember(db, workspace, pat.user, ROLE.MEMBER);
    await addMember(db, workspace, gus.user, ROLE.GUEST);
    rocket = await buildProject(db, workspace, owner.user, { name: "Rocket" });
    const vault = await buildProject(db, workspace, owner.user, { name: "Vault", network: 0 });
    for (const who of [mo, pat, gus]) await addProjectMember(db, rocket, who.user, who === gus ? ROLE.GUEST : ROLE.MEMBER);
    // Mo is in the private Vault; Pat is not.
    await addProjectMember(db, vault, mo.user, ROLE.MEMBER);

    await create(owner, rocket, { name: "Weld the tank", assignee_ids: [mo.user.id], priority: "urgent" });
    await create(owner, rocket, { name: "Paint the fins", assignee_ids: [mo.user.id], priority: "high", target_date: dayFromToday(-1) });
    await create(owner, vault, { name: "Secret plan", assignee_ids: [mo.user.id], target_date: dayFromToday(3) });
    const bolts = await create(mo, rocket, { name: "Order bolts" });
    const legs = await create(owner, rocket, { name: "Test the legs" });
    expect((await mo.client.send("POST", `/api/workspaces/${workspace.slug}/projects/${rocket.id}/issues/${legs.id}/subscribe/`)).status).toBe(201);
    expect((await mo.client.send("PATCH", `/api/workspaces/${workspace.slug}/projects/${rocket.id}/issues/${bolts.id}/`, { priority: "medium" })).status).toBe(200);

    await page.goto("/");
    await signInInBrowser(page, mo.user.email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await session?.close();
  });

  it("opens one's own summary from the sidebar, with the counts of what the API made", async () => {
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Your work" }).click();
    // /profile/ alone is one's own: it settles on the profile's own address.
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/profile/${mo.user.id}/`);
    await page.getByRole("heading", { level: 1, name: "Your work" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Your work" }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("list", { name: "Counts" }).waitFor();
    expect(await countOf(page, "Assigned")).toBe(3);
    expect(await countOf(page, "Created")).toBe(1);
    // Mo follows what was assigned to Mo and what Mo made (automatically, as in Plane) besides the one followed by hand.
    expect(await countOf(page, "Subscribed")).toBe(5);
    expect(await countOf(page, "Overdue")).toBe(1);
    expect(await countOf(page, "Due this week")).toBe(1);
    // By priority: the urgent and the high one, and the Vault item with none.
    const priorities = page.getByRole("region", { name: "Assigned by priority" });
    expect(await priorities.getByRole("listitem").filter({ hasText: "Urgent" }).locator(".distribution__count").textContent()).toBe("1");
    expect(await priorities.getByRole("listitem").filter({ hasText: "No priority" }).locator(".distribution__count").textContent()).toBe("1");
    const projects = page.getByRole("region", { name: "By project" });
    await projects.getByRole("rowheader", { name: /Rocket/ }).waitFor();
    await projects.getByRole("rowheader", { name: /Vault/ }).waitFor();
  });

  it("lists the assigned, created and subscribed items in their tabs, each as many as its count", async () => {
    const tabs = page.getByRole("navigation", { name: "Profile" });
    await tabs.getByRole("link", { name: /^Assigned/ }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/profile/${mo.user.id}/assigned/`);
    await expect.poll(() => rowNames(page)).toEqual(["Secret plan", "Paint the fins", "Weld the tank"]);
    await page.getByText("3 work items, newest first").waitFor();
    expect(await tabs.getByRole("link", { name: /^Assigned/ }).getAttribute("aria-current")).toBe("page");

    await tabs.getByRole("link", { name: /^Created/ }).click();
    await expect.poll(() => rowNames(page)).toEqual(["Order bolts"]);
    await tabs.getByRole("link", { name: /^Subscribed/ }).click();
    await expect.poll(() => rowNames(page)).toEqual(["Test the legs", "Order bolts", "Secret plan", "Paint the fins", "Weld the tank"]);
  });

  it("opens an item from its row", async () => {
    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: /^Assigned/ }).click();
    await page.getByRole("grid", { name: "Work items" }).getByText("Weld the tank").click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${rocket.identifier}-1/`);
    await page.getByRole("heading", { level: 1, name: "Weld the tank" }).waitFor();
  });

  it("shows what the person did, newest first, each line leading to its item", async () => {
    await page.goto(`/${workspace.slug}/profile/${mo.user.id}/activity/`);
    const lines = page.getByRole("list", { name: "Activity" }).getByRole("listitem");
    // The priority change, then the item made; following another's item is not a change to it.
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.first().textContent()).toMatch(/priority/);
    await lines.first().getByRole("link", { name: /Order bolts/ }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${rocket.identifier}-3/`);
  });

  it("keeps a private project's item from a member who cannot open it, in the counts and the lists", async () => {
    const viewer = await pageFor(pat, "dark");
    await viewer.goto(`/${workspace.slug}/profile/${mo.user.id}/`);
    await viewer.getByRole("heading", { level: 1, name: "mo" }).waitFor();
    await viewer.getByRole("list", { name: "Counts" }).waitFor();
    expect(await countOf(viewer, "Assigned")).toBe(2);
    expect(await countOf(viewer, "Due this week")).toBe(0);
    expect(await viewer.getByRole("region", { name: "By project" }).getByRole("rowheader", { name: /Vault/ }).count()).toBe(0);
    await viewer.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: /^Assigned/ }).click();
    await expect.poll(() => rowNames(viewer)).toEqual(["Paint the fins", "Weld the tank"]);
    // Pat's own assigned tab is empty, and says where work items are made.
    await viewer.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Your work" }).click();
    await viewer.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: /^Assigned/ }).click();
    await viewer.getByText("Nothing assigned to you yet").waitFor();
    await viewer.getByRole("link", { name: "Create a work item in a project" }).click();
    await viewer.waitForURL((url) => url.pathname === `/${workspace.slug}/projects/`);
  });

  it("is not offered to a guest, and says so at its address", async () => {
    const guest = await pageFor(gus);
    expect(await guest.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Your work" }).count()).toBe(0);
    await guest.goto(`/${workspace.slug}/profile/${mo.user.id}/assigned/`);
    await guest.getByText("Not available to guests").waitFor();
    expect(await guest.getByRole("grid", { name: "Work items" }).count()).toBe(0);
  });
});
