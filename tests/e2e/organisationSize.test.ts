import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInInBrowser, signOutInBrowser } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";

/**
 * The organisation size is asked once: onboarding asks it, and creating a workspace afterwards uses that
 * answer (changeable on request) instead of asking again. Someone whose profile has no answer is asked.
 */
describe.skipIf(!chromiumPath)(`organisation size asked once in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  const answered = uniqueEmail("size-known");
  const unanswered = uniqueEmail("size-unknown");

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
    const db = session.t.db;
    const known = await buildUser(db, { email: answered });
    await Profile.query(db).patch({ is_onboarded: true, organization_size: "51-200" }).where("user_id", known.id);
    const unknown = await buildUser(db, { email: unanswered });
    await Profile.query(db).patch({ is_onboarded: true, organization_size: null }).where("user_id", unknown.id);
  }, 60_000);

  afterAll(() => session?.close());

  const createWorkspace = async (name: string, slug: string) => {
    await page.goto("/create-workspace/");
    await page.getByLabel("Workspace name").fill(name);
    await page.getByLabel("Workspace address").fill(slug);
    await page.getByText("Available", { exact: true }).waitFor();
  };

  const submit = async (slug: string) => {
    const created = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/workspaces/");
    await page.getByRole("button", { name: "Create workspace" }).click();
    expect((await created).status()).toBe(201);
    await page.waitForURL((url) => url.pathname === `/${slug}/`);
    const answer = await page.request.get(`/api/workspaces/${slug}/`);
    return ((await answer.json()) as { organization_size: string }).organization_size;
  };

  it("uses the size onboarding asked for instead of asking again", async () => {
    await page.goto("/");
    await signInInBrowser(page, answered, STRONG_PASSWORD);
    const slug = `sized-${Date.now().toString(36)}`;
    await createWorkspace("Sized Co", slug);
    expect(await page.getByRole("radio").count()).toBe(0);
    expect(await page.locator("form").textContent()).toContain("Organisation size: 51-200 (from your profile)");
    expect(await submit(slug)).toBe("51-200");
    await signOutInBrowser(page);
  });

  it("asks a person whose profile has no size", async () => {
    await page.goto("/");
    await signInInBrowser(page, unanswered, STRONG_PASSWORD);
    const slug = `unsized-${Date.now().toString(36)}`;
    await createWorkspace("Unsized Co", slug);
    await page.getByRole("radio", { name: "2-10" }).check();
    expect(await submit(slug)).toBe("2-10");
  });
});
