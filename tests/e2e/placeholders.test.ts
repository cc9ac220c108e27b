import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { buildProject } from "../helpers/projects.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Wording that promised a feature "arrives" with something Cairn already has, or soon. */
const STALE = /arrive|once there are|once work items|once projects/i;

/**
 * Pages of features Cairn has not built say so plainly ("Not built yet", "Cairn does not have cycles
 * yet"), never promise they arrive with something that already exists, and offer no switch that would
 * turn on nothing.
 */
describe.skipIf(!chromiumPath)(`placeholders in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  let workspace: Workspace;
  let project: Project;
  const email = uniqueEmail("placeholders");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const owner = await buildUser(db, { email, onboarded: true });
    workspace = await buildWorkspace(db, owner, { name: "Lighthouse" });
    project = await buildProject(db, workspace, owner, { name: "Lantern" });
    await signInToWorkspace(page, email, workspace.slug);
  }, 60_000);

  afterAll(() => session?.close());

  const mainText = async () => (await page.locator("main").textContent()) ?? "";

  /** Opens `path` and checks its placeholder: the honest status, the sentence expected, nothing stale. */
  const expectNotBuilt = async (path: string, sentence: RegExp) => {
    await page.goto(path);
    await page.getByText("Not built yet", { exact: true }).first().waitFor();
    const text = await mainText();
    expect(text).toMatch(sentence);
    expect(text).not.toMatch(STALE);
  };

  it("says plainly which project sections are not built", async () => {
    const base = `/${workspace.slug}/projects/${project.id}`;
    await expectNotBuilt(`${base}/cycles/`, /Cairn does not have cycles yet/);
    await expectNotBuilt(`${base}/modules/`, /Cairn does not have modules yet/);
    await expectNotBuilt(`${base}/views/`, /Cairn does not have saved project views yet/);
    await expectNotBuilt(`${base}/settings/estimates/`, /Cairn does not have estimates yet/);
    await expectNotBuilt(`${base}/settings/automations/`, /Cairn does not have automations yet/);
  });

  it("lists the project features not built without a switch, and switches only Pages", async () => {
    await page.goto(`/${workspace.slug}/projects/${project.id}/settings/features/`);
    await page.getByRole("heading", { name: "Features", level: 1 }).waitFor();
    const features = page.locator(".feature-list__item");
    expect(await features.count()).toBe(5);
    for (const name of ["Cycles", "Modules", "Views", "Intake", "Time tracking"]) {
      expect(await features.filter({ hasText: name }).getByText("Not built yet", { exact: true }).count()).toBe(1);
    }
    // Pages is built (issue 13): its switch is the one there is.
    expect(await page.getByRole("switch").count()).toBe(1);
    expect(await page.getByRole("switch", { name: "Pages" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox").count()).toBe(0);
  });

  it("says plainly which workspace and account pages are not built", async () => {
    await expectNotBuilt(`/${workspace.slug}/analytics/`, /Cairn does not have analytics yet/);
    await expectNotBuilt(`/${workspace.slug}/settings/exports/`, /Cairn cannot export work items yet/);
    await expectNotBuilt("/profile/activity/", /A list of your own activity is not built yet/);
    await expectNotBuilt("/profile/notifications/", /Cairn does not have notifications yet/);

    await page.goto(`/${workspace.slug}/`);
    await page.getByText("The home dashboard is not built yet").waitFor();
    expect(await mainText()).not.toMatch(STALE);
  });
});
