import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { buildApiToken } from "../helpers/apiTokens.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

const LABEL = "Nightly CI";

/** Another signed-in person in their own browser context, the way a colleague has their own browser. */
async function openContext(session: BrowserSession, email: string, slug: string): Promise<{ context: BrowserContext; page: Page }> {
  const browser = session.page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme: "dark" });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signInToWorkspace(page, email, slug);
  return { context, page };
}

const tokenCards = (page: Page): Locator => page.getByRole("list", { name: /tokens/i }).getByRole("listitem");
const tokenCard = (page: Page, label: string): Locator => tokenCards(page).filter({ has: page.getByText(label, { exact: true }) });

/**
 * Issue 14's browser path: a member makes a personal API token in workspace settings, sees its secret once,
 * a script uses it, the member revokes it and the script is refused. An admin's open list follows live.
 */
describe.skipIf(!chromiumPath)(`API tokens in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let member: Page;
  let admin: Page;
  let guest: Page;
  let contexts: BrowserContext[] = [];
  let workspace: Workspace;
  const memberEmail = uniqueEmail("tokens-member");
  const adminEmail = uniqueEmail("tokens-admin");
  const guestEmail = uniqueEmail("tokens-guest");
  let secret = "";

  /** GET /api/v1/users/me/ as a script sends it: the key and nothing else, no cookie. */
  const asScript = (key: string) => fetch(`${session.t.baseUrl}/api/v1/users/me/`, { headers: { "X-API-Key": key } });

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    member = session.page;
    const { db } = session.t;
    const [adminUser, memberUser, guestUser] = await Promise.all([adminEmail, memberEmail, guestEmail].map((email) => buildUser(db, { email, onboarded: true })));
    if (!adminUser || !memberUser || !guestUser) throw new Error("users not made");
    await User.query(db).patch({ display_name: "Mina" }).where("id", memberUser.id);
    workspace = await buildWorkspace(db, adminUser, { name: "Token Works" });
    await addMember(db, workspace, memberUser, ROLE.MEMBER);
    await addMember(db, workspace, guestUser, ROLE.GUEST);
    await member.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.t.baseUrl });
    await signInToWorkspace(member, memberEmail, workspace.slug);
    const opened = await Promise.all([openContext(session, adminEmail, workspace.slug), openContext(session, guestEmail, workspace.slug)]);
    contexts = opened.map((entry) => entry.context);
    [admin, guest] = opened.map((entry) => entry.page) as [Page, Page];
  }, 90_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await session?.close();
  });

  it("leads a member from the sidebar to their tokens, the one settings page open to them", async () => {
    await member.getByRole("navigation", { name: "Workspace", exact: true }).getByRole("link", { name: "Workspace settings" }).click();
    await member.waitForURL((url) => url.pathname === `/${workspace.slug}/settings/api-tokens/`);
    const nav = member.getByRole("navigation", { name: "Workspace settings" });
    await nav.getByRole("link", { name: "API tokens" }).waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual(["← Back to workspace", "API tokens"]);
    await member.getByText("No API tokens yet").waitFor();
    expect(await member.getByLabel("Example request with curl").textContent()).toContain(`X-API-Key: $CAIRN_API_TOKEN`);

    await admin.goto(`/${workspace.slug}/settings/api-tokens/`);
    await admin.getByRole("heading", { name: "Tokens in this workspace" }).waitFor();
    await admin.getByText("No API tokens yet").waitFor();
  });

  it("checks the form as it is filled: a label, and an expiry day that is not past", async () => {
    await member.getByRole("button", { name: "Add token" }).click();
    const dialog = member.getByRole("dialog", { name: "Add API token" });
    await dialog.getByRole("button", { name: "Create token" }).click();
    const labelError = dialog.getByText("Enter a label, such as the script or tool that will use the token.");
    await labelError.waitFor();
    await dialog.getByLabel("Label").fill(LABEL);
    await labelError.waitFor({ state: "detached" });

    await dialog.getByLabel("Expiry").selectOption({ label: "Custom date" });
    const day = dialog.getByLabel("Last day it works");
    await day.fill("2020-01-01");
    await dialog.getByText("Pick today or a later day: a token cannot expire in the past.").waitFor();
    const nextYear = `${new Date().getFullYear() + 1}-06-15`;
    await day.fill(nextYear);
    await dialog.getByText("Pick today or a later day", { exact: false }).waitFor({ state: "detached" });
    expect(await dialog.getByText(/The token stops working after/).textContent()).toContain(String(new Date().getFullYear() + 1));
    await dialog.getByLabel("Description (optional)").fill("Opens work items when the nightly build fails");

    const created = member.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/api-tokens/"));
    await dialog.getByRole("button", { name: "Create token" }).click();
    expect((await created).status()).toBe(201);
  });

  it("shows the secret once, copies it, and never shows it again", async () => {
    const dialog = member.getByRole("dialog", { name: `Copy the token for “${LABEL}”` });
    await dialog.getByText("You will not see this token again").waitFor();
    secret = await dialog.getByLabel("API token").inputValue();
    expect(secret).toMatch(/^cairn_api_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole("button", { name: "Copy token" }).click();
    await expect.poll(() => member.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole("button", { name: "Done", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });

    const card = tokenCard(member, LABEL);
    await card.getByText("Never used").waitFor();
    expect(await card.textContent()).toContain(secret.slice(0, "cairn_api_".length + 4));
    expect(await member.content()).not.toContain(secret);
    await member.reload();
    await tokenCard(member, LABEL).waitFor();
    expect(await member.content()).not.toContain(secret);
  });

  it("shows the admin the member's new token live, with its owner", async () => {
    const card = tokenCard(admin, LABEL);
    await card.waitFor();
    expect(await card.textContent()).toContain("Mina");
    expect(await admin.content()).not.toContain(secret);
  });

  it("lets a script act as the member with the token", async () => {
    const res = await asScript(secret);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(memberEmail);
    await member.reload();
    await tokenCard(member, LABEL).getByText(/ago|now/).waitFor();
  });

  it("revokes the token from the keyboard after a confirmation naming it, after which the script is refused", async () => {
    await tokenCard(member, LABEL).getByRole("button", { name: `Revoke ${LABEL}` }).focus();
    await member.keyboard.press("Enter");
    const confirm = member.getByRole("alertdialog", { name: `Revoke “${LABEL}”?` });
    await confirm.waitFor();
    // Focus starts on the harmless choice; the revoke is one Tab further.
    expect(await confirm.getByRole("button", { name: "Cancel" }).evaluate((button) => button === document.activeElement)).toBe(true);
    await member.keyboard.press("Tab");
    await member.keyboard.press("Enter");
    await confirm.waitFor({ state: "hidden" });
    await member.getByText("No API tokens yet").waitFor();
    await tokenCard(admin, LABEL).waitFor({ state: "detached" });
    expect((await asScript(secret)).status).toBe(401);
  });

  it("fits a phone's width: the cards and the example request never push the page sideways", async () => {
    const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const adminUser = await User.query(session.t.db).findOne({ email: adminEmail });
    if (!adminUser) throw new Error("no admin");
    const long = "Importer of the old tracker's tickets, run by hand every quarter";
    await buildApiToken(session.t.db, workspace.id, adminUser.id, { label: long, expired_at: new Date(Date.now() - 60_000) });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`/${workspace.slug}/settings/api-tokens/`);
    await tokenCard(admin, long).getByText("Expired", { exact: true }).first().waitFor();
    expect(await sideways(admin)).toBeLessThanOrEqual(0);

    await member.setViewportSize({ width: 390, height: 844 });
    await member.reload();
    await member.getByText("No API tokens yet").waitFor();
    expect(await sideways(member)).toBeLessThanOrEqual(0);
  });

  it("tells a guest honestly that guests cannot make tokens, and keeps the admin pages admin-only", async () => {
    await guest.goto(`/${workspace.slug}/settings/api-tokens/`);
    await guest.getByText("Guests cannot make API tokens").waitFor();
    await guest.getByText("No API tokens yet").waitFor();
    expect(await guest.getByRole("button", { name: "Add token" }).count()).toBe(0);
    expect(await guest.getByRole("navigation", { name: "Workspace", exact: true }).getByRole("link", { name: "Workspace settings" }).count()).toBe(0);

    await member.goto(`/${workspace.slug}/settings/members/`);
    await member.getByText("You need to be a workspace admin").waitFor();
  });
});
