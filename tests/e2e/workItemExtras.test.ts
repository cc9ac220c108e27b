import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { pathOf, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { finishedWorkItem, stateOfGroup } from "../helpers/workItemLifecycle.js";
import { buildComment } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

const LIMIT = 5242880;

/**
 * The work item extras in a real browser: attachments (upload with progress, the 5 MB refusal), the peek
 * over the list, archiving from the detail page and restoring from the archives, and workspace drafts.
 */
describe.skipIf(!chromiumPath)(`work item extras in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let open: Issue;
  let done: Issue;
  const email = uniqueEmail("extras");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Harbour Works" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Lighthouse" });
    open = await buildWorkItem(session.t.db, project, { name: "Paint the lamp room", state_id: (await stateOfGroup(session.t.db, project, "started")).id, created_by_id: owner.id });
    done = await finishedWorkItem(session.t.db, project, { name: "Replace the lens", created_by_id: owner.id });
    await buildComment(session.t.db, done, owner, "Lens ordered from the workshop.");
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  const key = (issue: Issue) => `${project.identifier}-${issue.sequence_id}`;

  it("uploads an attachment with a progress bar, lists it, and refuses a file over 5 MB before sending it", async () => {
    await page.goto(`/${workspace.slug}/browse/${key(open)}/`);
    await page.getByRole("heading", { level: 1, name: "Paint the lamp room" }).waitFor();
    const widget = page.getByRole("region", { name: "Attachments" });
    await widget.getByText("No attachments.").waitFor();

    const confirmed = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/attachments/"));
    await widget.locator('input[type="file"]').setInputFiles({ name: "colours.txt", mimeType: "text/plain", buffer: Buffer.from("Signal red and white.") });
    expect((await confirmed).status()).toBe(204);
    const listed = widget.getByRole("list", { name: "Attached files" });
    await listed.getByRole("link", { name: "colours.txt" }).waitFor();
    expect(await listed.getByText(/21 bytes/).count()).toBe(1);

    let announced = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/attachments/")) announced += 1;
    });
    await widget.locator('input[type="file"]').setInputFiles({ name: "survey.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(LIMIT + 1) });
    const refusal = widget.getByRole("alert").filter({ hasText: "survey.bin was not attached" });
    await refusal.getByText(/at most 5 MB/).waitFor();
    expect(announced).toBe(0);
    await widget.getByRole("button", { name: "Dismiss: survey.bin" }).click();
    await refusal.waitFor({ state: "hidden" });

    // It is still there after a reload, and can be deleted after a confirmation.
    await page.reload();
    await page.getByRole("region", { name: "Attachments" }).getByRole("link", { name: "colours.txt" }).waitFor();
    await page.getByRole("button", { name: "Delete attachment colours.txt" }).click();
    await page.getByRole("alertdialog", { name: "Delete attachment?" }).getByRole("button", { name: "Delete attachment" }).click();
    await page.getByRole("region", { name: "Attachments" }).getByText("No attachments.").waitFor();
  });

  it("opens the peek by clicking a row and closes it with Escape", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByText("Replace the lens", { exact: true }).click();
    const peek = page.getByRole("dialog", { name: `Preview of ${key(done)}` });
    await peek.getByRole("heading", { level: 1, name: "Replace the lens" }).waitFor();
    expect(new URL(page.url()).searchParams.get("peekId")).toBe(done.id);
    expect(new URL(page.url()).pathname).toBe(`/${workspace.slug}/projects/${project.id}/issues/`);
    await peek.getByRole("link", { name: "Open in full page" }).waitFor();
    await page.keyboard.press("Escape");
    await peek.waitFor({ state: "hidden" });
    expect(new URL(page.url()).searchParams.get("peekId")).toBeNull();
  });

  it("archives a completed item from its page and restores it from the archives", async () => {
    // An unfinished item cannot be archived, and the menu says why.
    await page.goto(`/${workspace.slug}/browse/${key(open)}/`);
    await page.getByRole("heading", { level: 1, name: "Paint the lamp room" }).waitFor();
    await page.getByRole("button", { name: `Actions for ${key(open)}` }).click();
    const blocked = page.getByRole("menuitem", { name: "Archive" });
    expect(await blocked.getAttribute("aria-disabled")).toBe("true");
    await page.getByText("Only completed or cancelled work items can be archived", { exact: false }).waitFor();
    await page.keyboard.press("Escape");

    await page.goto(`/${workspace.slug}/browse/${key(done)}/`);
    await page.getByRole("heading", { level: 1, name: "Replace the lens" }).waitFor();
    await page.getByRole("button", { name: `Actions for ${key(done)}` }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    const archived = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/archive/"));
    await page.getByRole("alertdialog", { name: `Archive ${key(done)}?` }).getByRole("button", { name: "Archive work item" }).click();
    expect((await archived).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === `/${workspace.slug}/projects/${project.id}/archives/issues/${done.id}/`);
    await page.getByText("This work item is archived").waitFor();
    // The archived item's discussion is shown as it was, and cannot be changed.
    const comments = page.getByRole("region", { name: "Comments" });
    await comments.getByText("Lens ordered from the workshop.").waitFor();
    expect(await comments.getByRole("button", { name: "Edit" }).count()).toBe(0);
    expect(await comments.getByRole("button", { name: "Delete" }).count()).toBe(0);
    expect(await comments.getByRole("button", { name: "👍" }).isDisabled()).toBe(true);
    await page.getByRole("status", { name: "Notifications" }).getByText(`Archived ${key(done)}`).waitFor();

    await page.getByRole("navigation", { name: `Project ${project.name}` }).getByRole("link", { name: "Archives" }).click();
    const list = page.getByRole("list", { name: "Archived work items" });
    await list.getByText("Replace the lens").waitFor();
    await list.getByRole("button", { name: `Restore ${key(done)}` }).click();
    await page.getByText("No archived work items").waitFor();
    await page.getByRole("status", { name: "Notifications" }).getByText(`Restored ${key(done)}`).waitFor();

    const restored = await session.t.db("issues").where("id", done.id).first("archived_at");
    expect(restored?.archived_at).toBeNull();
  });

  it("creates a draft and moves it to its project", async () => {
    await page.goto(`/${workspace.slug}/drafts/`);
    await page.getByText("No drafts").waitFor();
    await page.getByLabel("Draft name").fill("Order spare bulbs");
    await page.getByRole("button", { name: "Create draft" }).click();
    const list = page.getByRole("list", { name: "Drafts" });
    await list.getByRole("button", { name: "Rename draft Order spare bulbs" }).waitFor();

    await list.getByRole("button", { name: "Rename draft Order spare bulbs" }).click();
    await list.getByLabel("Draft name").fill("Order spare bulbs and fuses");
    await list.getByLabel("Draft name").press("Enter");
    await list.getByRole("button", { name: "Rename draft Order spare bulbs and fuses" }).waitFor();

    await list.getByRole("button", { name: "Move Order spare bulbs and fuses to project" }).click();
    const toasts = page.getByRole("status", { name: "Notifications" });
    const opened = toasts.getByRole("link", { name: /^Open / });
    await opened.waitFor();
    await page.getByText("No drafts").waitFor();
    await opened.click();
    await page.getByRole("heading", { level: 1, name: "Order spare bulbs and fuses" }).waitFor();
    expect(pathOf(page)).toMatch(new RegExp(`^/${workspace.slug}/browse/${project.identifier}-\\d+/$`));
  });
});
