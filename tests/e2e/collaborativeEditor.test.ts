import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import type { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { finishedWorkItem } from "../helpers/workItemLifecycle.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

const description = (page: Page): Locator => page.getByRole("textbox", { name: "Description", exact: true });
/** The document's text without the others' carets (whose name labels sit inside the editable area). */
const documentText = (page: Page): Promise<string> =>
  description(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll(".collaboration-carets__caret")) caret.remove();
    return copy.textContent ?? "";
  });
/** Where an image of rich text is read: the project asset endpoint, never a work item attachment's. */
const DESCRIPTION_IMAGE_URL = /^\/api\/assets\/v2\/workspaces\/[^/]+\/projects\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/$/;
const documentState = (page: Page) => page.locator("[data-connection-state]").getAttribute("data-connection-state");

/**
 * Issue 13 in a real browser: two people in two browser contexts on one work item description see each
 * other's text and named caret within a second; what was typed survives a reload and an offline spell; a
 * comment keeps its bold text and mention; an archived item's description is read-only and says why.
 */
describe.skipIf(!chromiumPath)(`the collaborative editor in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let ada: Page;
  let bo: Page;
  let boContext: BrowserContext;
  let workspace: Workspace;
  let project: Project;
  let item: Issue;
  let adaUser: User;
  let boUser: User;
  const adaEmail = uniqueEmail("editor-ada");
  const boEmail = uniqueEmail("editor-bo");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    ada = session.page;
    const db = session.t.db;
    adaUser = await buildUser(db, { email: adaEmail, onboarded: true });
    boUser = await buildUser(db, { email: boEmail, onboarded: true });
    await db("users").where("id", adaUser.id).update({ display_name: "Ada Quill" });
    await db("users").where("id", boUser.id).update({ display_name: "Bo Marsh" });
    workspace = await buildWorkspace(db, adaUser, { name: "Quill Co" });
    await addMember(db, workspace, boUser, ROLE.MEMBER);
    project = await buildProject(db, workspace, adaUser, { name: "Specs" });
    await addProjectMember(db, project, boUser, ROLE.MEMBER);
    item = await buildWorkItem(db, project, { name: "Write the launch spec", description_html: "<p>Started by hand.</p>" });
    const browser = ada.context().browser();
    if (!browser) throw new Error("no browser");
    boContext = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme: "dark" });
    bo = await boContext.newPage();
    bo.setDefaultTimeout(10_000);
    await signInToWorkspace(ada, adaEmail, workspace.slug);
    await signInToWorkspace(bo, boEmail, workspace.slug);
  }, 60_000);

  afterAll(async () => {
    await boContext?.close();
    await session?.close();
  });

  const itemUrl = (issue: Issue) => `/${workspace.slug}/browse/${project.identifier}-${issue.sequence_id}/`;

  /**
   * Where the editor's own selection is (Tiptap hangs the editor on its element), and the document's end. A
   * key pressed right after a click can reach ProseMirror before it read the click's selection from the
   * page, so the tests wait for it to have read it, as a person's next key always does.
   */
  const caret = (page: Page) =>
    description(page).evaluate((element) => {
      const editor = (element as unknown as { editor: { state: { selection: { from: number }; doc: { content: { size: number } } } } }).editor;
      return { at: editor.state.selection.from, end: editor.state.doc.content.size - 1 };
    });

  /** A new paragraph after the document's last one: the caret goes to the end of that paragraph first. */
  async function typeParagraphAtEnd(page: Page, text: string): Promise<void> {
    await description(page).locator(":scope > p").last().click();
    await page.keyboard.press("End");
    await expect.poll(() => caret(page).then(({ at, end }) => at === end)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.type(text);
  }

  async function openItem(page: Page, issue: Issue): Promise<void> {
    await page.goto(itemUrl(issue));
    await description(page).waitFor();
    await expect.poll(() => documentState(page)).toBe("connected");
  }

  it("shows each person's typing and named caret to the other within a second", async () => {
    await openItem(ada, item);
    await openItem(bo, item);
    await expect.poll(() => documentText(ada)).toContain("Started by hand.");

    await typeParagraphAtEnd(ada, "Ada writes the goals.");
    const typed = Date.now();
    await expect.poll(() => documentText(bo), { timeout: 1000, interval: 50 }).toContain("Ada writes the goals.");
    expect(Date.now() - typed).toBeLessThan(1000);
    // Ada's caret shows in Bo's editor with her name (the server set it from her session).
    await expect.poll(() => bo.locator(".collaboration-carets__label").allTextContents(), { timeout: 1000, interval: 50 }).toContain("Ada Quill");

    await typeParagraphAtEnd(bo, "Bo adds the risks.");
    await expect.poll(() => documentText(ada), { timeout: 1000, interval: 50 }).toContain("Bo adds the risks.");
    await expect.poll(() => ada.locator(".collaboration-carets__label").allTextContents(), { timeout: 1000, interval: 50 }).toContain("Bo Marsh");
    // Who else is in the document, by name.
    await ada.getByRole("group", { name: "Also editing: Bo Marsh" }).waitFor();
  });

  it("shows the same content after a reload", async () => {
    await expect.poll(() => documentState(ada)).toBe("connected");
    await ada.reload();
    await description(ada).waitFor();
    await expect.poll(() => documentText(ada)).toBe("Started by hand.Ada writes the goals.Bo adds the risks.");
  });

  it("keeps what was typed offline and merges it when the connection is back", async () => {
    await boContext.setOffline(true);
    await expect.poll(() => documentState(bo)).toBe("offline");
    await bo.getByRole("status").filter({ hasText: "Offline" }).first().waitFor();
    await typeParagraphAtEnd(bo, "Typed on the train.");
    await description(ada).locator(":scope > p").first().click();
    await ada.keyboard.press("Home");
    await expect.poll(async () => (await caret(ada)).at).toBe(1);
    await ada.keyboard.type("Meanwhile: ");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await documentText(ada)).not.toContain("Typed on the train.");

    await boContext.setOffline(false);
    await expect.poll(() => documentState(bo), { timeout: 10_000 }).toBe("connected");
    const merged = "Meanwhile: Started by hand.Ada writes the goals.Bo adds the risks.Typed on the train.";
    await expect.poll(() => documentText(ada)).toBe(merged);
    await expect.poll(() => documentText(bo)).toBe(merged);
  });

  it("posts a comment whose bold text and mention render as such", async () => {
    const comments = ada.getByRole("region", { name: "Comments" });
    const box = ada.getByRole("textbox", { name: "Add a comment" });
    await box.click();
    await ada.keyboard.press("ControlOrMeta+B");
    await ada.keyboard.type("Ship it");
    await ada.keyboard.press("ControlOrMeta+B");
    await ada.keyboard.type(" once ");
    await ada.keyboard.type("@Bo");
    const menu = ada.getByRole("listbox", { name: "Mention a person or work item" });
    await menu.getByRole("option", { name: /Bo Marsh/ }).waitFor();
    await ada.keyboard.press("Enter");
    await ada.keyboard.type("agrees.");
    await comments.getByRole("button", { name: "Comment", exact: true }).click();

    const posted = comments.locator(".comment__body").last();
    await posted.locator("strong", { hasText: "Ship it" }).waitFor();
    const mention = posted.locator("mention-component");
    expect(await mention.textContent()).toBe("@Bo Marsh");
    expect(await mention.getAttribute("entity_identifier")).toBe(boUser.id);
    expect(await mention.getAttribute("entity_name")).toBe("user_mention");
    // The box is empty again, ready for the next comment.
    await expect.poll(() => box.textContent()).toBe("");
    // The other person sees it rendered the same after loading the page.
    await bo.reload();
    const seen = bo.getByRole("region", { name: "Comments" }).locator(".comment__body").last();
    await seen.locator("strong", { hasText: "Ship it" }).waitFor();
    expect(await seen.locator("mention-component").textContent()).toBe("@Bo Marsh");
  });

  it("turns a line into a heading from the slash menu and uploads a picked image into the document for both", async () => {
    await typeParagraphAtEnd(ada, "/head");
    const menu = ada.getByRole("listbox", { name: "Insert block" });
    await menu.getByRole("option", { name: /Heading 1/ }).waitFor();
    await ada.keyboard.press("ArrowDown");
    expect(await menu.getByRole("option", { selected: true }).textContent()).toContain("Heading 2");
    await ada.keyboard.press("Enter");
    await ada.keyboard.type("Risks");
    await bo.getByRole("textbox", { name: "Description" }).locator("h2", { hasText: "Risks" }).waitFor({ timeout: 1000 });
    // Markdown shortcuts: "- " starts a bulleted list, "[ ] " a task list, as they are typed.
    await ada.keyboard.press("Enter");
    await ada.keyboard.type("- Vendors slip");
    await ada.keyboard.press("Enter");
    await ada.keyboard.press("Enter");
    await ada.keyboard.type("[ ] Call the vendor");
    await bo.getByRole("textbox", { name: "Description" }).locator("ul:not([data-type]) > li", { hasText: "Vendors slip" }).waitFor({ timeout: 1000 });
    await bo.getByRole("textbox", { name: "Description" }).locator("ul[data-type='taskList'] > li", { hasText: "Call the vendor" }).waitFor({ timeout: 1000 });

    const chooser = ada.waitForEvent("filechooser");
    await ada.getByRole("toolbar", { name: "Formatting" }).first().getByRole("button", { name: "Image" }).click();
    // A 1x1 PNG.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await (await chooser).setFiles({ name: "dot.png", mimeType: "image/png", buffer: png });
    const image = bo.getByRole("textbox", { name: "Description" }).locator("img[alt='dot.png']");
    await image.waitFor();
    // An image of the description (Plane's project asset), not one of the item's attachments.
    expect(await image.getAttribute("src")).toMatch(DESCRIPTION_IMAGE_URL);
    await expect.poll(() => FileAsset.query(session.t.db).where({ issue_id: item.id, entity_type: "ISSUE_DESCRIPTION", is_uploaded: true }).resultSize()).toBe(1);
    expect(await FileAsset.query(session.t.db).where({ issue_id: item.id, entity_type: "ISSUE_ATTACHMENT" }).resultSize()).toBe(0);
    // The image is served to the other person from the asset endpoint.
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  });

  it("uploads an image pasted into a comment and posts it with the comment", async () => {
    const comments = ada.getByRole("region", { name: "Comments" });
    const box = ada.getByRole("textbox", { name: "Add a comment" });
    await box.click();
    await ada.keyboard.type("Screenshot:");
    await box.evaluate((element) => {
      const bytes = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "pasted.png", { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await box.locator("img[alt='pasted.png']").waitFor();
    await comments.getByRole("button", { name: "Comment", exact: true }).click();
    const posted = comments.locator(".comment__body").last().locator("img[alt='pasted.png']");
    await posted.waitFor();
    expect(await posted.getAttribute("src")).toMatch(DESCRIPTION_IMAGE_URL);
    await expect.poll(() => posted.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  });

  it("refuses an image over the upload limit in the editor, saying why, before sending it", async () => {
    let announced = 0;
    const count = (request: { method(): string; url(): string }) => {
      if (request.method() === "POST" && request.url().includes("/api/assets/")) announced += 1;
    };
    ada.on("request", count);
    const chooser = ada.waitForEvent("filechooser");
    await ada.getByRole("toolbar", { name: "Formatting" }).first().getByRole("button", { name: "Image" }).click();
    await (await chooser).setFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) });
    const uploads = ada.getByRole("list", { name: "Image uploads" });
    await uploads.getByRole("alert").filter({ hasText: "huge.png is 6 MB" }).waitFor();
    expect(announced).toBe(0);
    await uploads.getByRole("button", { name: "Dismiss huge.png" }).click();
    await uploads.waitFor({ state: "detached" });
    ada.off("request", count);
  });

  it("shows an archived item's description read-only, with the reason, and editable once restored", async () => {
    const archived = await finishedWorkItem(session.t.db, project, { name: "Old spec", archived_at: new Date(), description_html: "<p>Frozen text.</p>" });
    await ada.goto(itemUrl(archived));
    const region = ada.getByRole("region", { name: "Description" });
    await region.getByText("Frozen text.").waitFor();
    await region.getByText("Read-only while archived: restore the work item to edit its description.").waitFor();
    await expect.poll(() => documentState(ada)).toBe("connected");
    expect(await region.locator("[contenteditable='true']").count()).toBe(0);
    expect(await region.getByRole("toolbar").count()).toBe(0);

    await ada.getByRole("alert").getByRole("button", { name: "Restore" }).click();
    await region.locator("[contenteditable='true']").waitFor();
    await region.getByRole("toolbar", { name: "Formatting" }).waitFor();
  });

  it("shows a guest the description read-only, with the reason", async () => {
    const guestEmail = uniqueEmail("editor-guest");
    const guest = await buildUser(session.t.db, { email: guestEmail, onboarded: true });
    await addMember(session.t.db, workspace, guest, ROLE.GUEST);
    await addProjectMember(session.t.db, project, guest, ROLE.GUEST);
    const browser = ada.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ baseURL: session.t.baseUrl });
    try {
      const page = await context.newPage();
      await signInToWorkspace(page, guestEmail, workspace.slug);
      await page.goto(itemUrl(item));
      const region = page.getByRole("region", { name: "Description" });
      await region.getByText("View only: your role in this project cannot edit the description.").waitFor();
      await expect.poll(() => documentText(page)).toContain("Typed on the train.");
      expect(await region.locator("[contenteditable='true']").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("tells a tab built for another editor version to reload, and sends nothing", async () => {
    const browser = ada.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ baseURL: session.t.baseUrl });
    try {
      const page = await context.newPage();
      await signInToWorkspace(page, adaEmail, workspace.slug);
      // As a tab left open across a deploy would be: its editor asks for a version the server no longer serves.
      await page.addInitScript(() => {
        const Native = window.WebSocket;
        window.WebSocket = class extends Native {
          constructor(url: string | URL, protocols?: string | string[]) {
            super(String(url).replace(/editor_version=\d+/, "editor_version=0"), protocols);
          }
        };
      });
      await page.goto(itemUrl(item));
      const banner = page.getByRole("alert").filter({ hasText: "Cairn was updated" });
      await banner.getByText("Reload it to keep editing").waitFor();
      await banner.getByRole("button", { name: "Reload" }).waitFor();
      const region = page.getByRole("region", { name: "Description" });
      expect(await region.locator("[contenteditable='true']").count()).toBe(0);
      // The description still reads, from the server's HTML.
      await region.getByText("Typed on the train.").waitFor();
    } finally {
      await context.close();
    }
  });
});
