import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { signInToWorkspace } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, uniqueEmail } from "../helpers/factories.js";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../helpers/smtp.js";
import { buildWorkspace } from "../helpers/workspaces.js";

/** Signs an admin with a workspace of their own in and opens its members settings. */
async function openMembers(session: BrowserSession, prefix: string): Promise<{ page: Page; workspace: Workspace }> {
  const { page } = session;
  const email = uniqueEmail(prefix);
  const owner = await buildUser(session.t.db, { email });
  await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", owner.id);
  const workspace = await buildWorkspace(session.t.db, owner, { name: "Dockyard" });
  await signInToWorkspace(page, email, workspace.slug);
  await page.goto(`/${workspace.slug}/settings/members/`);
  await page.getByRole("heading", { name: "Pending invitations" }).waitFor();
  return { page, workspace };
}

/** Fills the invite dialog with these addresses (as members) and submits it with its button. */
async function invite(page: Page, emails: readonly string[], submit: string): Promise<void> {
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Invite people" });
  for (const [index, email] of emails.entries()) {
    if (index > 0) await dialog.getByRole("button", { name: "Add another" }).click();
    await dialog.getByRole("listitem", { name: `Invitee ${index + 1}` }).getByLabel("Email").fill(email);
  }
  await dialog.getByRole("button", { name: submit }).click();
}

const toastTitles = (page: Page) => page.getByRole("status", { name: "Notifications" }).locator(".toast__title").allTextContents();
const tokenOf = (link: string) => new URL(link).searchParams.get("token");

function linkIn(mail: ReceivedMail): string {
  const href = /(https?:\/\/\S+\/workspace-invitations\/\S+)/.exec(mail.text)?.[1];
  if (!href) throw new Error(`no invitation link in mail: ${mail.text}`);
  return href;
}

/**
 * Inviting tells the admin what really happened. Without a mail server the invitations are "created",
 * never "sent": the dialog hands over each link and every pending invitation offers "Copy link" later.
 * With mail they are sent, and a pending invitation can be resent.
 */
describe.skipIf(!chromiumPath)(`invitation links in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  describe("without a mail server", () => {
    let session: BrowserSession;
    let page: Page;
    const first = uniqueEmail("deckhand");
    const second = uniqueEmail("rigger");
    let dialogLink = "";

    beforeAll(async () => {
      session = await openBrowserSession({ colorScheme: "light" });
      ({ page } = await openMembers(session, "nomail-admin"));
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.t.baseUrl });
    }, 60_000);

    afterAll(() => session?.close());

    it("says the invitations were created, not sent, and hands over a link for each", async () => {
      await invite(page, [first, second], "Create invitations");
      const dialog = page.getByRole("dialog", { name: "Invite people" });
      dialogLink = await dialog.getByLabel(`Invitation link for ${first}`).inputValue();
      expect(await dialog.getByLabel(`Invitation link for ${second}`).inputValue()).toContain("token=");
      await expect.poll(() => toastTitles(page)).toContain("2 invitations created — copy their links to share");
      expect((await toastTitles(page)).join(" ")).not.toMatch(/sent/);
      expect(await dialog.textContent()).not.toMatch(/They get an email/);
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "hidden" });
    });

    it("copies a new link for a pending invitation from the list, and offers no resend", async () => {
      const row = page.getByRole("row").filter({ hasText: first });
      expect(await row.getByRole("button", { name: /^Resend/ }).count()).toBe(0);
      const made = page.waitForResponse((response) => response.url().includes("/resend/"));
      await row.getByRole("button", { name: `Copy a new invitation link for ${first}` }).click();
      expect((await made).status()).toBe(200);
      await expect.poll(() => toastTitles(page)).toContain(`Link for ${first} copied`);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("/workspace-invitations/?");
      expect(tokenOf(copied)).toBeTruthy();
      // A new link: the one the dialog showed no longer works.
      expect(tokenOf(copied)).not.toBe(tokenOf(dialogLink));
    });
  });

  describe("with a mail server", () => {
    let smtp: TestSmtp;
    let session: BrowserSession;
    let page: Page;
    const invitee = uniqueEmail("bosun");

    beforeAll(async () => {
      smtp = await startTestSmtp();
      session = await openBrowserSession({ colorScheme: "dark", env: { SMTP_URL: smtp.url } });
      ({ page } = await openMembers(session, "mail-admin"));
    }, 60_000);

    afterAll(async () => {
      await session?.close();
      await smtp?.close();
    });

    it("says the invitation was sent, and resends it with a new link from the list", async () => {
      await invite(page, [invitee], "Send invitations");
      await page.getByRole("dialog", { name: "Invite people" }).waitFor({ state: "hidden" });
      await expect.poll(() => toastTitles(page)).toContain("Invitation sent");
      const firstLink = linkIn(await smtp.nextMailTo(invitee));

      const row = page.getByRole("row").filter({ hasText: invitee });
      expect(await row.getByRole("button", { name: /^Copy a new invitation link/ }).count()).toBe(0);
      const resent = page.waitForResponse((response) => response.url().includes("/resend/"));
      await row.getByRole("button", { name: `Resend the invitation to ${invitee}` }).click();
      expect((await resent).status()).toBe(200);
      await expect.poll(() => toastTitles(page)).toContain(`Invitation sent again to ${invitee}`);
      const secondLink = linkIn(await smtp.nextMailTo(invitee));
      expect(tokenOf(secondLink)).not.toBe(tokenOf(firstLink));
    });
  });
});
