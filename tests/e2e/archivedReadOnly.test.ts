import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { pathOf, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildComment } from "../helpers/workItemExtras.js";
import { finishedWorkItem } from "../helpers/workItemLifecycle.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/**
 * An archived work item in Chromium is read-only wherever it is opened (its IDENT-seq link, the peek,
 * the archives): a banner says so and offers Restore, no field can be edited, no comment can be posted,
 * and the menu offers Restore and Delete, never Archive again.
 */
describe.skipIf(!chromiumPath)(`archived work items in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let owner: User;
  const email = uniqueEmail("archived");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Quarry Works" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Quarry" });
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  const key = (issue: Issue) => `${project.identifier}-${issue.sequence_id}`;
  async function archivedItem(name: string): Promise<Issue> {
    const issue = await finishedWorkItem(session.t.db, project, { name, archived_at: new Date(), created_by_id: owner.id });
    await buildComment(session.t.db, issue, owner, "Cut and stacked.");
    return issue;
  }

  /** The item as shown, read-only: the banner, no control that edits, and a menu of Restore and Delete. */
  async function expectReadOnly(view: Locator, issue: Issue): Promise<void> {
    await view.getByText("This work item is archived").waitFor();
    await view.getByRole("region", { name: "Comments" }).getByText("Cut and stacked.").waitFor();
    expect(await view.locator("input, textarea, select, [contenteditable='true']").count()).toBe(0);
    expect(await view.getByLabel("Add a comment").count()).toBe(0);
    expect(await view.getByRole("heading", { level: 1 }).getByRole("button").count()).toBe(0);
    expect(await view.getByRole("button", { name: /^(Subscribe|Unsubscribe)/ }).count()).toBe(0);
    await view.getByRole("button", { name: `Actions for ${key(issue)}` }).click();
    const menu = page.getByRole("menu", { name: `Actions for ${key(issue)}` });
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Restore", "Delete"]);
    await page.keyboard.press("Escape");
  }

  it("shows an archived item opened by its key read-only, and restoring makes it editable in place", async () => {
    const issue = await archivedItem("Split the granite");
    let writes = 0;
    page.on("request", (request) => {
      if (request.method() !== "GET" && request.url().includes(`/issues/${issue.id}/`)) writes += 1;
    });
    await page.goto(`/${workspace.slug}/browse/${key(issue)}/`);
    const view = page.getByRole("main");
    await view.getByRole("heading", { level: 1, name: "Split the granite" }).waitFor();
    await expectReadOnly(view, issue);
    expect(writes).toBe(0);

    const restored = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().endsWith(`/issues/${issue.id}/archive/`));
    await view.getByRole("alert").getByRole("button", { name: "Restore" }).click();
    expect((await restored).status()).toBe(204);
    await page.getByRole("status", { name: "Notifications" }).getByText(`Restored ${key(issue)}`).waitFor();
    // Back at work: the banner is gone, the title and the comment box edit again, and the menu archives.
    await view.getByText("This work item is archived").waitFor({ state: "detached" });
    await view.getByRole("heading", { level: 1 }).getByRole("button", { name: "Split the granite" }).waitFor();
    await view.getByLabel("Add a comment").waitFor();
    expect(pathOf(page)).toBe(`/${workspace.slug}/browse/${key(issue)}/`);
    await view.getByRole("button", { name: `Actions for ${key(issue)}` }).click();
    expect(await page.getByRole("menu", { name: `Actions for ${key(issue)}` }).getByRole("menuitem").allTextContents()).toContain("Archive");
    await page.keyboard.press("Escape");
    expect((await session.t.db("issues").where("id", issue.id).first("archived_at"))?.archived_at).toBeNull();
  });

  it("shows it read-only in the peek over the list", async () => {
    const issue = await archivedItem("Polish the slab");
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/?peekId=${issue.id}`);
    const peek = page.getByRole("dialog", { name: `Preview of ${key(issue)}` });
    await peek.getByRole("heading", { level: 1, name: "Polish the slab" }).waitFor();
    await expectReadOnly(peek, issue);
  });

  it("shows it read-only in the archives, where Restore takes it back to its page", async () => {
    const issue = await archivedItem("Load the cart");
    await page.goto(`/${workspace.slug}/projects/${project.id}/archives/issues/${issue.id}/`);
    const view = page.getByRole("main");
    await view.getByRole("heading", { level: 1, name: "Load the cart" }).waitFor();
    await expectReadOnly(view, issue);
    await view.getByRole("button", { name: `Actions for ${key(issue)}` }).click();
    await page.getByRole("menuitem", { name: "Restore" }).click();
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/browse/${key(issue)}/`);
    await view.getByLabel("Add a comment").waitFor();
  });
});

