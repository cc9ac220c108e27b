import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import type { Label } from "../../db/models/Label.js";
import { Profile } from "../../db/models/Profile.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { contrastRatio } from "../../web/src/theme/color.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { submitEmail, signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { buildLabel } from "../helpers/labels.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/**
 * As long as a name may be (255 characters) and not one place to break: a 300-character one pushed a
 * confirm dialog's buttons 1,800 px off screen.
 */
const LONG_NAME = `Release${"x".repeat(248)}`;

async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);
}

/** Whether the box lies inside the viewport's width (the page may scroll down, never sideways). */
async function inViewportWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** A computed colour, `rgb(r, g, b)` or (from color-mix) `color(srgb r g b)` with 0-1 parts, in hex for contrastRatio(). */
function cssColorToHex(css: string): string {
  const scale = css.startsWith("color(srgb") ? 255 : 1;
  const parts = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => Math.round(Number(part) * scale));
  return `#${parts.map((part) => part.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Dialogs and forms in a real browser: long unbroken names, errors that follow the input, initials from a
 * leading emoji, the first field focused and a draft kept from Escape, a readable contrast warning, the
 * four-state password meter, and a refusal worded as advice.
 */
describe.skipIf(!chromiumPath)(`dialogs and forms in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  let label: Label;
  let item: Issue;
  const email = uniqueEmail("dialogs");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const owner = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
    workspace = await buildWorkspace(session.t.db, owner, { name: "🚀 Rocket Lab" });
    project = await buildProject(session.t.db, workspace, owner, { name: "Launch Pad" });
    label = await buildLabel(session.t.db, project, { name: LONG_NAME });
    item = await buildWorkItem(session.t.db, project, { name: `Fuel${"y".repeat(251)}`, label_ids: [label.id], created_by_id: owner.id });
    await signInToWorkspace(page, email, workspace.slug);
  });

  afterAll(() => session?.close());

  const issuesPath = () => `/${workspace.slug}/projects/${project.id}/issues/`;

  it("keeps a confirm dialog's buttons on screen with a 255-character unbroken name, at 1440 and 390 px", async () => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${workspace.slug}/projects/${project.id}/settings/labels/`);
      await page.getByRole("button", { name: `Delete ${LONG_NAME}`, exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: `Delete ${LONG_NAME}?` });
      await dialog.waitFor();
      expect(await inViewportWidth(dialog, width), `dialog at ${width}`).toBe(true);
      for (const name of ["Cancel", "Delete label", "Close"]) {
        expect(await inViewportWidth(dialog.getByRole("button", { name, exact: true }), width), `${name} at ${width}`).toBe(true);
      }
      // A confirmation opens on its least destructive answer.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("cuts a long name short in list rows and label chips, with the whole name on hover", async () => {
    await page.goto(issuesPath());
    const chip = page.locator(".label-chip").first();
    await chip.waitFor();
    expect(await chip.getAttribute("title")).toBe(LONG_NAME);
    const chipBox = await chip.boundingBox();
    expect(chipBox?.width).toBeLessThanOrEqual(7 * 16 + 1);
    const name = page.getByText(item.name, { exact: true });
    const cut = await name.evaluate((element) => ({ overflow: getComputedStyle(element).textOverflow, clipped: element.scrollWidth > element.clientWidth }));
    expect(cut).toEqual({ overflow: "ellipsis", clipped: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("draws a workspace's logo from a whole leading emoji, not half of it", async () => {
    const logo = page.locator(".workspace-logo").first();
    await logo.waitFor();
    expect(await logo.textContent()).toBe("🚀");
  });

  it("clears create-workspace errors as the fields become valid", async () => {
    await page.goto("/create-workspace/");
    await page.getByRole("button", { name: "Create workspace" }).click();
    const nameError = page.getByText("Enter a name for the workspace.");
    await nameError.waitFor();
    await page.getByText("Enter an address for the workspace.").waitFor();
    await page.getByText("Choose how many people work in your organisation.").waitFor();

    await page.getByLabel("Workspace name").fill("Mission Control");
    await nameError.waitFor({ state: "hidden" });
    await page.getByText("Enter an address for the workspace.").waitFor({ state: "hidden" });
    expect(await page.getByLabel("Workspace name").getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("radio", { name: "2-10" }).check();
    await page.getByText("Choose how many people work in your organisation.").waitFor({ state: "hidden" });
    // Emptying a field again after the first submit shows its error again.
    await page.getByLabel("Workspace name").fill("");
    await nameError.waitFor();
  });

  it("focuses the project name, clears its error as it is typed, and asks before Escape drops the draft", async () => {
    await page.goto(`/${workspace.slug}/projects/`);
    await page.getByRole("button", { name: "Create project" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create project" });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe("name");

    // Empty: Escape closes at once.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Create project" }).first().click();
    await dialog.getByRole("button", { name: "Create project" }).click();
    const nameError = dialog.getByText("Enter a name for the project.");
    await nameError.waitFor();
    await dialog.getByLabel("Name").fill("Guidance");
    await nameError.waitFor({ state: "hidden" });

    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard this draft?" });
    await discard.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Keep editing");
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await discard.waitFor({ state: "hidden" });
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Guidance");

    await page.keyboard.press("Escape");
    await discard.getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Create project" }).first().click();
    expect(await dialog.getByLabel("Name").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("opens create work item on 'c' with the name focused, and asks before Escape drops what was typed", async () => {
    await page.goto(issuesPath());
    await page.getByText(item.name, { exact: true }).waitFor();
    await page.keyboard.press("c");
    const dialog = page.getByRole("dialog", { name: "Create work item" });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe("name");
    await page.keyboard.type("Check the valves");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard this draft?" });
    await discard.getByRole("button", { name: "Discard" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("draws the custom theme's contrast warning in fixed, readable colours", async () => {
    await page.goto("/profile/appearance/");
    await page.getByRole("radio", { name: "Custom" }).check();
    const background = await page.getByLabel("Background, hex code", { exact: true }).inputValue();
    // Text nearly the colour of the background: the warning must not be drawn in it.
    await page.getByLabel("Text, hex code", { exact: true }).fill(background === "#ffffff" ? "#fefefe" : "#fdfdfd");
    const warning = page.locator(".contrast-warning");
    await warning.waitFor();
    const colours = await warning.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }));
    expect(contrastRatio(cssColorToHex(colours.color), cssColorToHex(colours.background))).toBeGreaterThanOrEqual(7);
  });

  it("shows the four-state password meter with zxcvbn's advice, 'password' and '12345678' at the weakest", async () => {
    const context = await (page.context().browser() as Browser).newContext({ baseURL: session.t.baseUrl, colorScheme: "dark" });
    try {
      const visitor = await context.newPage();
      visitor.setDefaultTimeout(10_000);
      await visitor.goto("/");
      await submitEmail(visitor, uniqueEmail("meter"));
      const meter = visitor.locator(".strength");
      const password = visitor.getByLabel("Password", { exact: true });
      await password.waitFor();
      const shows = async (typed: string, state: string, lit: string) => {
        await password.fill(typed);
        await expect.poll(() => meter.getAttribute("data-strength"), { timeout: 10_000 }).toBe(state);
        expect(await meter.getAttribute("data-lit"), typed).toBe(lit);
        expect(await meter.locator(".strength__segment").count()).toBe(4);
      };
      await shows("", "empty", "0");
      await shows("pass", "length_not_valid", "1");
      for (const weak of ["password", "12345678"]) {
        await shows(weak, "strength_not_valid", "1");
        await meter.getByText("This is a heavily used password.", { exact: false }).waitFor();
        expect(await visitor.getByRole("button", { name: "Create account" }).isDisabled()).toBe(true);
      }
      await shows(STRONG_PASSWORD, "strength_valid", "4");
      await meter.getByText("Strong password.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("words a refusal as advice in the toast, never the API's 'Issue not found'", async () => {
    const doomed = await buildWorkItem(session.t.db, project, { name: "Soon gone" });
    await page.goto(`/${workspace.slug}/browse/${project.identifier}-${doomed.sequence_id}/`);
    await page.getByRole("heading", { level: 1, name: "Soon gone" }).waitFor();
    await session.t.db("issues").where("id", doomed.id).delete();
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    const toast = page.getByRole("status", { name: "Notifications" });
    await toast.getByText("Not subscribed").waitFor();
    const message = await toast.locator(".toast__message").first().textContent();
    expect(message).toBe("Could not subscribe: it is no longer there, or you no longer have access to it. Reload the page to see what is there now.");
  });
});
