import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/**
 * The work item screens in a real browser: create items from the project list, switch through the five
 * layouts, open one by its IDENT-seq link, change its state (it survives a reload), comment, add a
 * sub-issue, a relation and a reaction.
 * Each layout's own behaviour (dragging, editing, dates) has its own file: workItemBoard, workItemLayouts,
 * workItemTimeline, workItemViewMenus and workItemExtras.
 */
describe.skipIf(!chromiumPath)(`work items in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("items");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "Launch Co" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Rocket" });
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  const key = (sequence: number) => `${project.identifier}-${sequence}`;
  /** A property of the item on its page: a button named by the property and its value, opening a searchable picker. */
  const propertyButton = (name: string) => page.getByRole("button", { name: new RegExp(`^${name}: `) });
  const pick = async (name: string, choice: string) => {
    await propertyButton(name).click();
    const picker = page.getByRole("dialog", { name });
    await picker.getByRole("combobox").fill(choice);
    await picker.getByRole("combobox").press("Enter");
    await picker.waitFor({ state: "detached" });
  };

  it("creates work items from the dialog and the quick add row", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/issues/`);
    await page.getByRole("button", { name: "New work item" }).click();
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    await dialog.getByLabel("Name").fill("Design the nozzle");
    await dialog.getByRole("button", { name: "Create work item" }).click();
    await dialog.waitFor({ state: "hidden" });
    const list = page.getByRole("list", { name: "Work items" });
    await list.getByText(key(1), { exact: true }).waitFor();

    await page.getByLabel("Quick add a work item").fill("Order the fuel");
    await page.getByLabel("Quick add a work item").press("Enter");
    await list.getByText(key(2), { exact: true }).waitFor();
  });

  it("switches through the five layouts, each showing the items, and keeps the choice across a reload", async () => {
    const layouts = [
      ["Board", page.getByRole("region", { name: "Board" })],
      ["Calendar", page.getByRole("grid").first()],
      ["Spreadsheet", page.getByRole("grid", { name: "Work items" })],
      ["Timeline", page.getByRole("list", { name: "Work items timeline" })],
      ["List", page.getByRole("list", { name: "Work items" })],
    ] as const;
    for (const [name, landmark] of layouts) {
      const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/user-properties/"));
      await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name }).click();
      expect((await saved).status()).toBe(200);
      // The timeline's row list is a zero-height frame around absolutely placed rows: attached, then its rows visible.
      await landmark.waitFor({ state: "attached" });
      if (name !== "Calendar") await landmark.getByText("Order the fuel").first().waitFor();
    }
    await page.getByRole("radiogroup", { name: "Layout" }).getByRole("radio", { name: "Spreadsheet" }).click();
    await page.getByRole("grid", { name: "Work items" }).waitFor();
    await page.reload();
    await page.getByRole("grid", { name: "Work items" }).getByText("Design the nozzle").waitFor();
    expect(await page.getByRole("radio", { name: "Spreadsheet" }).getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radio", { name: "List" }).click();
    await page.getByRole("list", { name: "Work items" }).waitFor();
  });

  it("opens an item by its IDENT-seq link and keeps a state change across a reload", async () => {
    await page.goto(`/${workspace.slug}/browse/${key(1)}/`);
    await page.getByRole("heading", { level: 1, name: "Design the nozzle" }).waitFor();
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/issues/"));
    await pick("State", "Done");
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Design the nozzle" }).waitFor();
    await expect.poll(() => propertyButton("State").getAttribute("aria-label")).toBe("State: Done");
  });

  it("adds a comment, a sub-issue, a relation and a reaction on the detail page", async () => {
    await page.getByLabel("Add a comment").fill("Nozzle drawings are in the shared drive.");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    // Exactly once in the comments: a list reload racing the create must not show it twice.
    const comments = page.getByRole("region", { name: "Comments" });
    // The box empties once the comment is saved (until then it still holds the same words).
    await expect.poll(() => page.getByLabel("Add a comment").textContent()).toBe("");
    await comments.getByText("Nozzle drawings are in the shared drive.").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await comments.getByText("Nozzle drawings are in the shared drive.").count()).toBe(1);

    await page.getByLabel("Add sub-issue").fill("Pick the alloy");
    await page.getByLabel("Add sub-issue").press("Enter");
    await page.getByRole("region", { name: "Sub-issues" }).getByText("Pick the alloy").waitFor();

    await page.getByLabel("Work item key").fill(key(2));
    await page.getByLabel("Work item key").press("Enter");
    await page.getByRole("region", { name: "Relations" }).getByText("Order the fuel").waitFor();

    const reacted = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/reactions/"));
    await page.getByRole("group", { name: "Reactions to this work item" }).getByRole("button", { name: "👍" }).click();
    expect((await reacted).status()).toBe(201);

    await page.reload();
    await expect
      .poll(() => page.getByRole("group", { name: "Reactions to this work item" }).getByRole("button", { name: "👍" }).getAttribute("aria-pressed"))
      .toBe("true");
    for (const [region, text] of [
      ["Comments", "Nozzle drawings are in the shared drive."],
      ["Sub-issues", "Pick the alloy"],
      ["Relations", "Order the fuel"],
    ] as const) {
      await page.getByRole("region", { name: region }).getByText(text).waitFor();
    }
  });

  it("keeps a quick second edit when the first edit's answer arrives after it", async () => {
    await page.goto(`/${workspace.slug}/browse/${key(2)}/`);
    await page.getByRole("heading", { level: 1, name: "Order the fuel" }).waitFor();
    // The server's real answer to the first change is held back until the second change has been answered.
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let patches = 0;
    await page.route("**/issues/*/", async (route) => {
      if (route.request().method() !== "PATCH" || ++patches > 1) return route.continue();
      const response = await route.fetch();
      await firstHeld;
      await route.fulfill({ response });
    });
    const bothSaved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.request().postData()?.includes("priority") === true);
    await pick("State", "Todo");
    await pick("Priority", "High");
    expect((await bothSaved).status()).toBe(200);
    const stateSaved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.request().postData()?.includes("state_id") === true);
    releaseFirst();
    expect((await stateSaved).status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(await propertyButton("Priority").getAttribute("aria-label")).toBe("Priority: High");
    expect(await propertyButton("State").getAttribute("aria-label")).toBe("State: Todo");
    await page.unroute("**/issues/*/");
  });
});
