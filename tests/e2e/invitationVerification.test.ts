import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "../../db/models/User.js";
import { chromiumPath, launchChromium, NO_CHROMIUM, webRoot } from "../helpers/browser.js";
import { submitEmail } from "../helpers/browserFlows.js";
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { codeIn } from "../helpers/magicCode.js";
import type { ReceivedMail } from "../helpers/smtp.js";
import { startMailTestServer, type MailTestServer } from "../helpers/testServer.js";

/** Where to keep the screenshots of the prompt: outside the repository, for a person to look at. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/**
 * An invited person who signs up with a password has not shown the inbox is theirs: the invitation waits
 * behind a code mailed to the address, read here from the in-process mail server as they would read it.
 */
describe.skipIf(!chromiumPath)(`accepting an invitation after verifying the email, in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let t: MailTestServer;
  let browser: Browser;
  let page: Page;
  const inviteeEmail = uniqueEmail("verify");
  const slug = `verify-${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await startMailTestServer({ webRoot, setUp: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: t.baseUrl, colorScheme: "light", viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);

    const { client } = await signedUpClient(t.baseUrl);
    expect((await client.send("POST", "/api/workspaces/", { name: "Verified Only", slug, organization_size: "2-10" })).status).toBe(201);
    expect((await client.send("POST", `/api/workspaces/${slug}/invitations/`, { emails: [{ email: inviteeEmail, role: 20 }] })).status).toBe(201);
    // The invitation mail itself; the person here ignores its link and goes by the in-app list.
    await t.smtp.nextMailTo(inviteeEmail);
  });

  /** The verification mail, past the sign-in code the sign-up form may have had mailed before "Use password instead". */
  async function verificationMail(): Promise<ReceivedMail> {
    for (;;) {
      const mail = await t.smtp.nextMailTo(inviteeEmail);
      if (mail.subject.includes("verification code")) return mail;
    }
  }

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it("signs up with a password and reaches the onboarding's invitations without being stopped", async () => {
    await page.goto("/");
    await submitEmail(page, inviteeEmail);
    const usePassword = page.getByRole("button", { name: "Use password instead" });
    const password = page.getByLabel("Password", { exact: true });
    await usePassword.or(password).first().waitFor();
    if (await usePassword.isVisible()) await usePassword.click();
    await password.fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    await page.waitForURL((url) => url.pathname === "/onboarding/");
    await page.getByLabel("First name").fill("Vera");
    await page.getByLabel("Last name").fill("Verified");
    await page.getByLabel("Display name").fill("vera");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("radio", { name: "Engineering" }).check();
    await page.getByRole("radio", { name: "2-10" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Join your team" }).waitFor();
  });

  it("asks for the emailed code before the invitation can be accepted", async () => {
    const accept = page.getByRole("button", { name: "Accept the invitation to Verified Only" });
    await page.getByRole("heading", { name: "Verify your email to join" }).waitFor();
    expect(await accept.isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Email me a code" }).click();
    const code = codeIn(await verificationMail());
    await page.getByText(`We sent a 6-digit code to ${inviteeEmail}.`).waitFor();
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/verify-prompt-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/verify-prompt-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    const field = page.getByLabel("Verification code");
    await field.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByText("is not the code we sent").waitFor();
    expect(await accept.isDisabled()).toBe(true);

    await field.fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page.getByRole("heading", { name: "Verify your email to join" }).waitFor({ state: "detached" });
    expect((await User.query(t.db).where("email", inviteeEmail).first())?.is_email_verified).toBe(true);

    await accept.click();
    await page.waitForURL((url) => url.pathname === `/${slug}/`);
    expect(await page.getByRole("button", { name: /switch workspace/ }).textContent()).toContain("Verified Only");
  });
});
