import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import type { Page as PageRow } from "../../db/models/Page.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildPage, buildPageVersion } from "../helpers/pages.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

const body = (page: Page): Locator => page.getByRole("textbox", { name: "Page content", exact: true });
/** The document's text without the others' carets (whose name labels sit inside the editable area). */
const documentText = (page: Page): Promise<string> =>
  body(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll(".collaboration-carets__caret")) caret.remove();
    return copy.textContent ?? "";
  });
const documentState = (page: Page) => page.locator("[data-connection-state]").getAttribute("data-connection-state");
/** Where the editor's selection is, and the document's end (see collaborativeEditor.test.ts). */
const caret = (page: Page) =>
  body(page).evaluate((element) => {
    const editor = (element as unknown as { editor: { state: { selection: { from: number }; doc: { content: { size: number } } } } }).editor;
    return { at: editor.state.selection.from, end: editor.state.doc.content.size - 1 };
  });

async function typeParagraphAtEnd(page: Page, text: string): Promise<void> {
  await body(page).locator(":scope > p").last().click();
  await page.keyboard.press("End");
  await expect.poll(() => caret(page).then(({ at, end }) => at === end)).toBe(true);
  await page.keyboard.press("Enter");
  await page.keyboard.type(text);
}

/**
 * Issue 13's pages in a real browser: two people co-edit a page and see each other's text and named caret
 * within a second; a locked page is read-only for the other person, with the reason; the title saves by
 * itself; the list's tabs, search, archive, restore and delete; a version restored.
 */
describe.skipIf(!chromiumPath)(`pages in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let ada: Page;
  let bo: Page;
  let boContext: BrowserContext;
  let workspace: Workspace;
  let project: Project;
  let spec: PageRow;
  const adaEmail = uniqueEmail("pages-ada");
  const boEmail = uniqueEmail("pages-bo");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    ada = session.page;
    const db = session.t.db;
    const adaUser = await buildUser(db, { email: adaEmail, onboarded: true });
    const boUser = await buildUser(db, { email: boEmail, onboarded: true });
    await db("users").where("id", adaUser.id).update({ display_name: "Ada Quill" });
    await db("users").where("id", boUser.id).update({ display_name: "Bo Marsh" });
    workspace = await buildWorkspace(db, adaUser, { name: "Quill Pages" });
    await addMember(db, workspace, boUser, ROLE.MEMBER);
    project = await buildProject(db, workspace, adaUser, { name: "Handbook" });
    await addProjectMember(db, project, boUser, ROLE.MEMBER);
    spec = await buildPage(db, project, adaUser.id, { name: "Launch spec", descriptionHtml: "<p>Started by hand.</p>" });
    await buildPageVersion(db, spec, { html: "<p>The first draft.</p>", lastSavedAt: new Date(Date.now() - 3_600_000) });
    await buildPage(db, project, adaUser.id, { name: "Alpha notes" });
    await buildPage(db, project, adaUser.id, { name: "Beta plan" });
    await buildPage(db, project, adaUser.id, { name: "Ada's diary", access: 1 });
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

  const pagesUrl = () => `/${workspace.slug}/projects/${project.id}/pages/`;
  const pageUrl = (page: PageRow) => `${pagesUrl()}${page.id}`;

  async function openPage(page: Page, row: PageRow): Promise<void> {
    await page.goto(pageUrl(row));
    await body(page).waitFor();
    await expect.poll(() => documentState(page)).toBe("connected");
  }

  it("shows each person's typing and named caret to the other within a second", async () => {
    await openPage(ada, spec);
    await openPage(bo, spec);
    await expect.poll(() => documentText(bo)).toContain("Started by hand.");

    await typeParagraphAtEnd(ada, "Ada writes the goals.");
    const typed = Date.now();
    await expect.poll(() => documentText(bo), { timeout: 1000, interval: 25 }).toContain("Ada writes the goals.");
    await expect.poll(() => bo.locator(".collaboration-carets__label").allTextContents(), { timeout: 1000, interval: 25 }).toContain("Ada Quill");
    expect(Date.now() - typed).toBeLessThan(1000);

    await typeParagraphAtEnd(bo, "Bo adds the risks.");
    const answered = Date.now();
    await expect.poll(() => documentText(ada), { timeout: 1000, interval: 25 }).toContain("Bo adds the risks.");
    await expect.poll(() => ada.locator(".collaboration-carets__label").allTextContents(), { timeout: 1000, interval: 25 }).toContain("Bo Marsh");
    expect(Date.now() - answered).toBeLessThan(1000);
    // Who else is on the page, by name.
    await ada.getByRole("group", { name: "Also editing: Bo Marsh" }).waitFor();
  });

  it("shows the same content after a reload", async () => {
    await expect.poll(() => documentState(ada)).toBe("connected");
    await ada.reload();
    await body(ada).waitFor();
    await expect.poll(() => documentText(ada)).toBe("Started by hand.Ada writes the goals.Bo adds the risks.");
  });

  it("makes a locked page read-only for the other person, saying why, and keeps its text", async () => {
    await ada.getByRole("button", { name: "Actions for Launch spec" }).click();
    await ada.getByRole("menuitem", { name: "Lock", exact: true }).click();
    // Bo's screen hears of the lock and reopens the document read-only.
    const note = bo.getByRole("note", { name: "Read-only" });
    await note.waitFor();
    expect(await note.textContent()).toContain("This page is locked, so it is read-only. Its owner or a project admin can unlock it.");
    await expect.poll(() => body(bo).getAttribute("contenteditable")).toBe("false");
    const before = await documentText(bo);
    await body(bo).click();
    await bo.keyboard.type("Sneaky edit");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await documentText(bo)).toBe(before);
    expect(await documentText(ada)).not.toContain("Sneaky edit");
    // The owner is offered the way out.
    await ada.getByRole("note", { name: "Read-only" }).getByRole("button", { name: "Unlock" }).click();
    await expect.poll(() => body(bo).getAttribute("contenteditable")).toBe("true");
  });

  it("saves the title two seconds after typing stops, and keeps it after a reload", async () => {
    const title = ada.getByRole("textbox", { name: "Page title" });
    await title.fill("Launch spec v2");
    const status = ada.locator("[data-save-status]");
    expect(await status.getAttribute("data-save-status")).toBe("submitting");
    await expect.poll(() => status.getAttribute("data-save-status"), { timeout: 4000 }).toBe("submitted");
    expect(await status.textContent()).toBe("Saved just now");
    // The other person's screen follows the rename.
    await expect.poll(() => bo.getByRole("textbox", { name: "Page title" }).inputValue()).toBe("Launch spec v2");
    await ada.reload();
    await expect.poll(() => ada.getByRole("textbox", { name: "Page title" }).inputValue()).toBe("Launch spec v2");
  });

  it("restores a saved version after a confirmation", async () => {
    await ada.getByRole("button", { name: "Versions", exact: true }).click();
    const panel = ada.getByRole("complementary", { name: "Versions" });
    // The oldest is the seeded draft; the document server may have kept newer ones while the test typed.
    await panel.getByRole("list").getByRole("button").last().click();
    await panel.getByText("The first draft.").waitFor();
    await panel.getByRole("button", { name: "Restore this version" }).click();
    await ada.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore version" }).click();
    await expect.poll(() => documentText(ada), { timeout: 5000 }).toBe("The first draft.");
    await expect.poll(() => documentText(bo), { timeout: 5000 }).toBe("The first draft.");
  });

  it("lists pages by tab with counts, searches them, archives, restores and deletes one", async () => {
    await ada.goto(pagesUrl());
    const list = ada.getByRole("list", { name: "Public pages" });
    await list.getByRole("link", { name: /Beta plan/ }).waitFor();
    const names = async () => (await list.locator(".page-row__name").allTextContents()).sort();
    expect(await names()).toEqual(["Alpha notes", "Beta plan", "Launch spec v2"]);
    await expect.poll(() => ada.getByRole("tab", { name: /Public/ }).textContent()).toBe("Public3");
    expect(await ada.getByRole("tab", { name: /Private/ }).textContent()).toBe("Private1");

    await ada.getByRole("searchbox", { name: "Search pages" }).fill("beta");
    await expect.poll(names).toEqual(["Beta plan"]);
    await ada.getByRole("searchbox", { name: "Search pages" }).fill("");
    await expect.poll(names).toEqual(["Alpha notes", "Beta plan", "Launch spec v2"]);

    await ada.getByRole("button", { name: "Actions for Beta plan" }).click();
    await ada.getByRole("menuitem", { name: "Archive", exact: true }).click();
    await expect.poll(names).toEqual(["Alpha notes", "Launch spec v2"]);
    await expect.poll(() => ada.getByRole("tab", { name: /Archived/ }).textContent()).toBe("Archived1");

    await ada.getByRole("tab", { name: /Private/ }).click();
    await ada.getByRole("list", { name: "Private pages" }).getByRole("link", { name: /Ada's diary/ }).waitFor();

    await ada.getByRole("tab", { name: /Archived/ }).click();
    const archived = ada.getByRole("list", { name: "Archived pages" });
    await archived.getByRole("link", { name: /Beta plan/ }).waitFor();
    await ada.getByRole("button", { name: "Actions for Beta plan" }).click();
    await ada.getByRole("menuitem", { name: "Restore" }).click();
    await ada.getByText("No archived pages").waitFor();

    await ada.getByRole("tab", { name: /Public/ }).click();
    await ada.getByRole("button", { name: "Actions for Beta plan" }).click();
    await ada.getByRole("menuitem", { name: "Archive", exact: true }).click();
    await ada.getByRole("tab", { name: /Archived/ }).click();
    await ada.getByRole("button", { name: "Actions for Beta plan" }).click();
    await ada.getByRole("menuitem", { name: "Delete…" }).click();
    const confirm = ada.getByRole("alertdialog", { name: "Delete “Beta plan”?" });
    await confirm.getByRole("button", { name: "Delete page" }).click();
    await ada.getByText("No archived pages").waitFor();
    const left = await session.t.db("pages").where({ project_id: project.id, name: "Beta plan" });
    expect(left).toHaveLength(0);
  });
});
