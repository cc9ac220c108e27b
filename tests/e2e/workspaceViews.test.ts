import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Workspace views in a real browser: work items of every project in one spreadsheet, and the built-in tabs. */
describe.skipIf(!chromiumPath)(`workspace views in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let owner: User;
  let workspace: Workspace;
  let rocket: Project;
  let lander: Project;
  const email = uniqueEmail("views");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Views Co" });
    rocket = await buildProject(session.t.db, workspace, owner, { name: "Rocket" });
    lander = await buildProject(session.t.db, workspace, owner, { name: "Lander" });
    await buildWorkItem(session.t.db, rocket, { name: "Weld the tank", assignee_ids: [owner.id] });
    await buildWorkItem(session.t.db, lander, { name: "Test the legs" });
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  it("lists the items of every project, newest first, and narrows them by tab", async () => {
    await page.goto(`/${workspace.slug}/workspace-views/all-issues/`);
    const grid = page.getByRole("grid", { name: "Work items" });
    await grid.getByText("Test the legs").waitFor();
    await grid.getByText("Weld the tank").waitFor();
    await grid.getByText(`${rocket.identifier}-1`).waitFor();
    await grid.getByText(`${lander.identifier}-1`).waitFor();
    // Newest first: the lander item was created last.
    const names = await grid.locator(".spreadsheet__name").allTextContents();
    expect(names.findIndex((name) => name.includes("Test the legs"))).toBeLessThan(names.findIndex((name) => name.includes("Weld the tank")));

    await page.getByRole("navigation", { name: "Workspace views" }).getByRole("link", { name: "Assigned" }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/workspace-views/assigned/`);
    await grid.getByText("Weld the tank").waitFor();
    expect(await grid.getByText("Test the legs").count()).toBe(0);

    await page.getByRole("link", { name: "Subscribed" }).click();
    await page.getByText("You do not follow any work item yet").waitFor();
  });

  it("opens an item's page from its row", async () => {
    await page.getByRole("link", { name: "All work items" }).click();
    await page.getByRole("grid", { name: "Work items" }).getByText("Weld the tank").click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${rocket.identifier}-1/`);
    await page.getByRole("heading", { level: 1, name: "Weld the tank" }).waitFor();
  });
});
