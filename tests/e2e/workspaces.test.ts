import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import { chromiumPath, launchChromium, NO_CHROMIUM, webRoot } from "../helpers/browser.js";
import { completeOnboarding, signInInBrowser, submitEmail } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { startMailTestServer, type MailTestServer } from "../helpers/testServer.js";

async function signUpInBrowser(page: Page, email: string, names: { first: string; last: string; display: string }): Promise<void> {
  await page.goto("/");
  await submitEmail(page, email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await completeOnboarding(page, names);
}

const MEMBER_ONLY_ITEMS = ["Analytics", "Your work", "Drafts", "Archives"];
const DEFAULT_STATES = { Backlog: "Backlog", Unstarted: "Todo", Started: "In Progress", Completed: "Done", Cancelled: "Cancelled" };
const PROJECT_NAME = "Rocket Engine";

/**
 * Two people and one workspace, in a real browser: the owner creates it and a project, invites a member,
 * the member accepts and joins the project, the owner makes them a guest, and the guest's sidebar and
 * project settings follow.
 */
describe.skipIf(!chromiumPath)(`workspaces, members and invitations in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let owner: Page;
  let guest: Page;
  const ownerEmail = uniqueEmail("ws-owner");
  const guestEmail = uniqueEmail("ws-guest");
  const slug = `acme-${Date.now().toString(36)}`;
  let projectId = "";
  let inviteLink = "";

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    owner = session.page;
    const browser = owner.context().browser() as Browser;
    const context = await browser.newContext({ baseURL: session.t.baseUrl, colorScheme: "dark" });
    guest = await context.newPage();
    guest.setDefaultTimeout(10_000);
  });

  afterAll(() => session?.close());

  it("creates a workspace with a live slug check and lands in it", async () => {
    await signUpInBrowser(owner, ownerEmail, { first: "Olive", last: "Owner", display: "olive" });
    await owner.waitForURL((url) => url.pathname === "/");
    await owner.getByRole("link", { name: "Create workspace" }).click();
    await owner.waitForURL((url) => url.pathname === "/create-workspace/");

    await owner.getByLabel("Workspace name").fill("Acme Rockets");
    expect(await owner.getByLabel("Workspace address").inputValue()).toBe("acme-rockets");
    await owner.getByLabel("Workspace address").fill("settings");
    await owner.getByText("is reserved").waitFor();
    await owner.getByLabel("Workspace address").fill(slug);
    await owner.getByText("Available", { exact: true }).waitFor();
    // Onboarding asked the organisation size: it is not asked again, though it can be changed here.
    expect(await owner.getByRole("radio", { name: "11-50" }).count()).toBe(0);
    await owner.getByRole("button", { name: "Change the organisation size" }).click();
    await owner.getByRole("radio", { name: "11-50" }).check();
    await owner.getByRole("button", { name: "Create workspace" }).click();

    await owner.waitForURL((url) => url.pathname === `/${slug}/`);
    const sidebar = owner.getByRole("navigation", { name: "Workspace", exact: true });
    for (const item of ["Home", "Projects", ...MEMBER_ONLY_ITEMS]) await sidebar.getByRole("link", { name: item, exact: true }).waitFor();
    expect(await owner.getByRole("button", { name: /switch workspace/ }).textContent()).toContain("Acme Rockets");

    await owner.goto("/");
    await owner.waitForURL((url) => url.pathname === `/${slug}/`);
  });

  it("creates a project and finds its default states in the project settings", async () => {
    await owner.getByRole("navigation", { name: "Workspace", exact: true }).getByRole("link", { name: "Projects", exact: true }).click();
    await owner.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
    await owner.getByRole("button", { name: "Create project" }).first().click();
    const dialog = owner.getByRole("dialog", { name: "Create project" });
    await dialog.getByLabel("Name").fill(PROJECT_NAME);
    await dialog.getByLabel("Identifier").fill("rock");
    expect(await dialog.getByRole("radio", { name: "Public" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Create project" }).click();

    await owner.waitForURL((url) => /^\/[^/]+\/projects\/[0-9a-f-]{36}\/issues\/?$/.test(url.pathname));
    projectId = new URL(owner.url()).pathname.split("/")[3] ?? "";
    await owner.goto(`/${slug}/projects/${projectId}/settings/states`);
    for (const [group, state] of Object.entries(DEFAULT_STATES)) {
      await owner.getByRole("heading", { level: 2, name: group, exact: true }).waitFor();
      await owner.getByRole("listitem").filter({ hasText: state }).first().waitFor();
    }
    await owner.getByRole("listitem").filter({ hasText: "Backlog" }).getByText("Default", { exact: true }).waitFor();
    // Triage belongs to intake and is never listed among the project's states.
    expect(await owner.getByRole("listitem").filter({ hasText: "Triage" }).count()).toBe(0);
  });

  it("invites a second person as a member", async () => {
    await owner.goto(`/${slug}/`);
    await owner.getByRole("link", { name: "Workspace settings" }).click();
    await owner.getByRole("heading", { name: "General" }).waitFor();
    await owner.getByRole("link", { name: "Members", exact: true }).click();
    await owner.getByRole("cell", { name: /olive/ }).first().waitFor();

    await owner.getByRole("button", { name: "Invite", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Invite people" });
    await dialog.getByLabel("Email").fill(guestEmail);
    expect(await dialog.getByLabel("Role").inputValue()).toBe("15");
    await dialog.getByRole("button", { name: "Create invitations" }).click();
    // No mail server here: the dialog hands over the link to pass on by hand.
    inviteLink = await dialog.getByLabel(`Invitation link for ${guestEmail}`).inputValue();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    await owner.getByRole("cell", { name: guestEmail, exact: true }).waitFor();
  });

  it("lets the invited person, who cannot verify the address by code here, join by the shared link", async () => {
    await signUpInBrowser(guest, guestEmail, { first: "Gus", last: "Guest", display: "gus" });
    await guest.waitForURL((url) => url.pathname === "/");
    await guest.getByText("Ask whoever invited you for the invitation link").waitFor();
    expect(await guest.getByRole("button", { name: "Accept the invitation to Acme Rockets" }).isDisabled()).toBe(true);
    const url = new URL(inviteLink);
    await guest.goto(url.pathname + url.search);
    await guest.getByRole("button", { name: "Accept and join" }).click();
    await guest.waitForURL((url) => url.pathname === `/${slug}/`);
    const sidebar = guest.getByRole("navigation", { name: "Workspace", exact: true });
    await sidebar.getByRole("link", { name: "Analytics", exact: true }).waitFor();
  });

  it("lets the new member join the public project from the projects list", async () => {
    await guest.goto(`/${slug}/projects/`);
    const joined = guest.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/projects/join/"));
    await guest.getByRole("button", { name: `Join ${PROJECT_NAME}` }).click();
    expect((await joined).status()).toBe(201);
    await guest.getByRole("tab", { name: "My projects" }).click();
    await guest.getByRole("list", { name: "Projects" }).getByRole("listitem").filter({ hasText: PROJECT_NAME }).waitFor();
  });

  it("makes them a guest: their sidebar loses the member-only items and settings refuse them", async () => {
    await owner.reload();
    const roleSelect = owner.getByLabel("Role of gus");
    await roleSelect.waitFor();
    const saved = owner.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/members/"));
    await roleSelect.selectOption({ label: "Guest" });
    expect((await saved).status()).toBe(200);

    await guest.reload();
    const sidebar = guest.getByRole("navigation", { name: "Workspace", exact: true });
    await sidebar.getByRole("link", { name: "Projects", exact: true }).waitFor();
    for (const item of MEMBER_ONLY_ITEMS) expect(await sidebar.getByRole("link", { name: item, exact: true }).count()).toBe(0);
    expect(await sidebar.getByRole("link", { name: "Workspace settings" }).count()).toBe(0);

    await guest.goto(`/${slug}/settings/`);
    await guest.getByText("You need to be a workspace admin").waitFor();
    await guest.goto(`/${slug}/analytics/`);
    await guest.getByText("Not available to guests").waitFor();
  });

  it("opens the project's general settings to the guest and refuses the rest", async () => {
    await guest.goto(`/${slug}/projects/${projectId}/settings/`);
    const nav = guest.getByRole("navigation", { name: "Project settings" });
    await nav.getByRole("link", { name: "General", exact: true }).waitFor();
    for (const item of ["Members", "States", "Labels", "Features", "Estimates", "Automations"]) {
      expect(await nav.getByRole("link", { name: item, exact: true }).count(), item).toBe(0);
    }
    for (const page of ["members", "states", "labels", "features", "estimates", "automations"]) {
      await guest.goto(`/${slug}/projects/${projectId}/settings/${page}`);
      await guest.getByRole("heading", { name: "You don't have access to these settings" }).waitFor();
    }
  });
});

/** The emailed invitation link: signed out, it goes by sign-in and comes back; accepting lands in the workspace. */
describe.skipIf(!chromiumPath)(`the emailed invitation link in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let t: MailTestServer;
  let browser: Browser;
  let page: Page;
  const inviteeEmail = uniqueEmail("ws-link");
  const slug = `link-${Date.now().toString(36)}`;
  let link: string;

  beforeAll(async () => {
    t = await startMailTestServer({ webRoot, setUp: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: t.baseUrl, colorScheme: "light" });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);

    const invitee = await buildUser(t.db, { email: inviteeEmail });
    await Profile.query(t.db).patch({ is_onboarded: true }).where("user_id", invitee.id);
    const { client } = await signedUpClient(t.baseUrl);
    expect((await client.send("POST", "/api/workspaces/", { name: "Link Works", slug, organization_size: "2-10" })).status).toBe(201);
    const invited = await client.send("POST", `/api/workspaces/${slug}/invitations/`, { emails: [{ email: inviteeEmail, role: 15 }] });
    expect(invited.status).toBe(201);
    const mail = await t.smtp.nextMailTo(inviteeEmail);
    const found = /https?:\/\/[^\s"<>]+\/workspace-invitations\/\?[^\s"<>]+/.exec(mail.text);
    if (!found) throw new Error(`No invitation link in: ${mail.text}`);
    link = new URL(found[0].replace(/&amp;/g, "&")).toString();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("sends a signed-out visitor to sign in and back, then joins on Accept", async () => {
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await page.waitForURL((current) => current.pathname === "/" && current.searchParams.get("next_path")?.startsWith("/workspace-invitations/") === true);
    await signInInBrowser(page, inviteeEmail, STRONG_PASSWORD);
    await page.waitForURL((current) => current.pathname === "/workspace-invitations/");
    await page.getByRole("heading", { name: "Join a workspace" }).waitFor();
    await page.getByRole("button", { name: "Accept and join" }).click();
    await page.waitForURL((current) => current.pathname === `/${slug}/`);
    expect(await page.getByRole("button", { name: /switch workspace/ }).textContent()).toContain("Link Works");
  });
});
