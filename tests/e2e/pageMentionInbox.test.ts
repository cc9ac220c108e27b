import type { Page as BrowserPage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ROLE } from "../../api/contract/roles.js";
import type { Page } from "../../db/models/Page.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { OpenedEditors } from "../helpers/documents.js";
import { buildPage } from "../helpers/pages.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { addMember, buildWorkspace, signedInUser, type SignedInUser } from "../helpers/workspaces.js";

/**
 * A mention in a page reaches the mentioned member's bell and inbox live (issue 13), reads as a page
 * mention there, and opens the page.
 */
describe.skipIf(!chromiumPath)(`page mentions in the inbox in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let browserPage: BrowserPage;
  let olive: SignedInUser;
  let mo: SignedInUser;
  let workspace: Workspace;
  let project: Project;
  let page: Page;
  const editors = new OpenedEditors(() => session.t.baseUrl);

  const sidebar = () => browserPage.getByRole("navigation", { name: "Workspace" });
  const bellCount = async () => {
    const badge = sidebar().getByRole("link", { name: /^Notifications/ }).locator(".count-badge");
    return (await badge.count()) === 0 ? 0 : Number((await badge.innerText()).replace(/\D/g, ""));
  };

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    browserPage = session.page;
    const { db, baseUrl } = session.t;
    [olive, mo] = (await Promise.all([0, 1].map(() => signedInUser(db, baseUrl)))) as [SignedInUser, SignedInUser];
    for (const [who, name] of [[olive, "olive"], [mo, "mo"]] as const) {
      who.user = await User.query(db).patchAndFetchById(who.user.id, { display_name: name, first_name: name, last_name: "Tester" });
      await Profile.query(db).patch({ is_onboarded: true }).where("user_id", who.user.id);
    }
    workspace = await buildWorkspace(db, olive.user, { name: "Rocket Co" });
    await addMember(db, workspace, mo.user, ROLE.MEMBER);
    project = await buildProject(db, workspace, olive.user, { name: "Rocket" });
    await addProjectMember(db, project, mo.user, ROLE.MEMBER);
    page = await buildPage(db, project, olive.user.id, { name: "Launch plan", descriptionHtml: "<p>Draft</p>" });
    await signInToWorkspace(browserPage, mo.user.email, workspace.slug);
  });

  afterAll(async () => {
    editors.closeAll();
    await session?.close();
  });

  it("lights the bell when olive mentions mo on a page, lists it as a page mention, and opens the page", async () => {
    await browserPage.goto(`/${workspace.slug}/notifications/`);
    await browserPage.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    expect(await bellCount()).toBe(0);

    // Olive types a mention of Mo into the page, as her editor's mention picker inserts it.
    const editor = editors.open(olive, `page.${page.id}`);
    await editor.synced();
    const mention = new Y.XmlElement("mention");
    mention.setAttribute("entity_name", "user_mention");
    mention.setAttribute("entity_identifier", mo.user.id);
    mention.setAttribute("label", "@mo");
    const paragraph = new Y.XmlElement("paragraph");
    paragraph.insert(0, [new Y.XmlText("Over to "), mention]);
    editor.doc.getXmlFragment("default").insert(1, [paragraph]);
    await editor.saved();

    await expect.poll(bellCount, { timeout: 10_000 }).toBe(1);
    // Mentions are listed on their own tab, as in Plane.
    await browserPage.getByRole("tab", { name: /^Mentions/ }).click();
    const row = browserPage.getByRole("list", { name: "Notifications" }).locator(".notification-row").filter({ hasText: "Launch plan" });
    await row.waitFor();
    expect((await row.locator(".notification-row__message").innerText()).replace(/\s+/g, " ")).toBe("Unread: olive mentioned you on a page");
    expect(await row.locator(".notification-row__subject").innerText()).toBe("Page Launch plan");

    await row.getByRole("button", { name: /mentioned you on a page/ }).click();
    await browserPage.waitForURL((url) => url.pathname === `/${workspace.slug}/projects/${project.id}/pages/${page.id}`);
    await expect.poll(bellCount).toBe(0);
  });
});
