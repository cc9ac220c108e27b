import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import type { TestClient } from "../helpers/client.js";
import { STRONG_PASSWORD } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace, signedInUser } from "../helpers/workspaces.js";

/**
 * The activity timeline in Chromium: each kind of change made through the API reads as its own sentence
 * (never "created the work item" for a comment, a relation or a link), a parent lists the sub-issues it
 * gained, and a comment keeps its paragraph breaks after posting and after a reload.
 */
describe.skipIf(!chromiumPath)(`the activity timeline in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let api: TestClient;
  let workspace: Workspace;
  let project: Project;

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const owner = await signedInUser(session.t.db, session.t.baseUrl);
    api = owner.client;
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.user.id);
    await User.query(session.t.db).patch({ display_name: "olive" }).where("id", owner.user.id);
    workspace = await buildWorkspace(session.t.db, owner.user, { name: "Timeline Works" });
    project = await buildProject(session.t.db, workspace, owner.user, { name: "Web" });
    await page.goto("/");
    await signInInBrowser(page, owner.user.email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/`);
  });

  afterAll(() => session?.close());

  type Item = Pick<Issue, "id" | "sequence_id">;
  const key = (issue: Item) => `${project.identifier}-${issue.sequence_id}`;
  const itemPath = (issue: Item) => `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/${issue.id}`;
  async function send(method: string, path: string, body?: unknown): Promise<void> {
    const res = await api.send(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  }

  /** A work item made through the API, so that its history starts with its creation. */
  async function create(name: string): Promise<Item> {
    const res = await api.send("POST", `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`, { name });
    expect(res.status).toBe(201);
    return res.body as Item;
  }

  /** The timeline's lines as read on the item's page, each without its relative time. */
  async function timeline(issue: Item): Promise<string[]> {
    await page.goto(`/${workspace.slug}/browse/${key(issue)}/`);
    const lines = page.getByRole("region", { name: "Activity" }).locator(".activity__line > span");
    await lines.first().waitFor();
    return (await lines.allTextContents()).map((line) => line.replace(/\s+/g, " ").trim());
  }

  it("says what each change was, as Plane does", async () => {
    const item = await create("Ship the landing page");
    const blocker = await create("Pick the hosting");
    const child = await create("Write the copy");
    const bug = await buildLabel(session.t.db, project, { name: "Bug" });
    await send("PATCH", `${itemPath(item)}/`, { priority: "low" });
    await send("PATCH", `${itemPath(item)}/`, { priority: "high" });
    await send("POST", `${itemPath(item)}/comments/`, { comment_html: "<p>Looks good</p>" });
    await send("POST", `${itemPath(item)}/issue-relation/`, { relation_type: "blocked_by", issues: [blocker.id] });
    await send("POST", `${itemPath(item)}/issue-links/`, { url: "https://example.com/spec" });
    const links = await api.get(`${itemPath(item)}/issue-links/`);
    await send("DELETE", `${itemPath(item)}/issue-links/${links.body[0].id}/`);
    await send("POST", `${itemPath(item)}/reactions/`, { reaction: "🎉" });
    await send("PATCH", `${itemPath(item)}/`, { label_ids: [bug.id] });
    await send("PATCH", `${itemPath(child)}/`, { parent_id: item.id });
    await send("POST", `${itemPath(item)}/remove-relation/`, { related_issue: blocker.id });

    const lines = await timeline(item);
    expect(lines).toEqual([
      "olive created the work item",
      "olive changed priority from none to low",
      "olive changed priority from low to high",
      "olive added a comment",
      `olive added relation blocked by ${key(blocker)}`,
      "olive added the link https://example.com/spec",
      "olive removed the link https://example.com/spec",
      "olive reacted with 🎉",
      "olive added label Bug",
      `olive added sub-issue ${key(child)}`,
      `olive removed relation blocked by ${key(blocker)}`,
    ]);

    // The other ends of the relation and of the parent link tell it from their side.
    expect(await timeline(blocker)).toEqual(["olive created the work item", `olive added relation blocking ${key(item)}`, `olive removed relation blocking ${key(item)}`]);
    expect(await timeline(child)).toEqual(["olive created the work item", `olive set the parent to ${key(item)}`]);
  });

  it("keeps a comment's paragraph breaks after posting and after a reload", async () => {
    const item = await buildWorkItem(session.t.db, project, { name: "Plan the launch" });
    await page.goto(`/${workspace.slug}/browse/${key(item)}/`);
    const comments = page.getByRole("region", { name: "Comments" });
    // Enter starts a paragraph (twice leaves a blank one), Shift+Enter breaks the line inside one.
    await comments.getByLabel("Add a comment").click();
    await page.keyboard.type("First paragraph.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Second paragraph,");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("with a second line.");
    await comments.getByRole("button", { name: "Comment", exact: true }).click();

    const expectParagraphs = async () => {
      const body = comments.locator(".comment__body").first();
      await body.getByText("Second paragraph,").waitFor();
      const boxes = await body.locator("p").evaluateAll((paragraphs) => paragraphs.map((p) => ({ html: p.innerHTML, top: p.getBoundingClientRect().top, height: p.getBoundingClientRect().height })));
      expect(boxes.map((box) => box.html)).toEqual(["First paragraph.", "", "Second paragraph,<br>with a second line."]);
      const [first, blank, second] = boxes;
      // The blank paragraph keeps a line's height, so the break between the two shows.
      expect(blank?.height ?? 0).toBeGreaterThan(10);
      expect((second?.top ?? 0) - (first?.top ?? 0)).toBeGreaterThanOrEqual(2 * (first?.height ?? 0));
    };
    await expectParagraphs();
    await page.reload();
    await expectParagraphs();
  });

  it("adds the lines of changes made on the page without a reload, a sub-issue's on its parent", async () => {
    const item = await create("Open the shop");
    await page.goto(`/${workspace.slug}/browse/${key(item)}/`);
    const activity = page.getByRole("region", { name: "Activity" });
    await activity.getByText("olive created the work item").waitFor();

    const subIssues = page.getByRole("region", { name: "Sub-issues" });
    await subIssues.getByLabel("Add sub-issue").fill("Paint the sign");
    const created = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/issues/"));
    await subIssues.getByRole("button", { name: "Add", exact: true }).click();
    const child = (await (await created).json()) as Item;
    await activity.getByText(`olive added sub-issue ${key(child)}`).waitFor();

    const comments = page.getByRole("region", { name: "Comments" });
    await comments.getByLabel("Add a comment").fill("Ready on Monday.");
    await comments.getByRole("button", { name: "Comment", exact: true }).click();
    await activity.getByText("olive added a comment").waitFor();
  });
});
