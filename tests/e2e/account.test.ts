import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Profile } from "../../db/models/Profile.js";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { backgroundColor, htmlTheme, signInInBrowser, submitEmail } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { buildUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";

/** The signed-in shell and profile settings of an onboarded person, in a real browser. */
describe.skipIf(!chromiumPath)(`account settings in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  const email = uniqueEmail("settings");
  const NEW_PASSWORD = "Basalt-Ridge-Lantern-77?";

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "dark" });
    page = session.page;
    const user = await buildUser(session.t.db, { email });
    await Profile.query(session.t.db).patch({ is_onboarded: true }).where("user_id", user.id);
    await page.goto("/");
    await signInInBrowser(page, email, STRONG_PASSWORD);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  });

  afterAll(() => session?.close());

  it("follows the system colour scheme until the person picks a theme", async () => {
    expect(await htmlTheme(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => htmlTheme(page)).toBe("light");
    expect(await backgroundColor(page)).toBe("rgb(255, 255, 255)");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => htmlTheme(page)).toBe("dark");
  });

  it("answers keyboard shortcuts: ? opens the help dialog, Escape closes it, [ hides the sidebar for good", async () => {
    await page.keyboard.press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    expect(await dialog.getByText("Show or hide the sidebar").count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const sidebar = page.getByRole("complementary", { name: "Workspace sidebar" });
    expect(await sidebar.isVisible()).toBe(true);
    await page.keyboard.press("[");
    await sidebar.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Show sidebar" }).click();
    await sidebar.waitFor();

    await page.keyboard.press("g");
    await page.keyboard.press("p");
    await page.waitForURL((url) => url.pathname === "/profile/");
    expect(await page.getByRole("link", { name: "Profile", exact: true }).getAttribute("aria-current")).toBe("page");
  });

  it("saves the profile with a confirmation, and explains a refused value under its field", async () => {
    await page.getByLabel("First name").fill("Katherine");
    await page.getByLabel("Display name").fill("kj");
    await page.getByLabel("Time zone").selectOption("Europe/Lisbon");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Profile saved").waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/users/me/")).json());
    expect(me).toMatchObject({ first_name: "Katherine", display_name: "kj", user_timezone: "Europe/Lisbon" });
    expect(await page.getByRole("button", { name: /account menu/ }).textContent()).toContain("kj");

    await page.getByLabel("Display name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Enter a display name").waitFor();
  });

  it("previews a custom theme live and saves it", async () => {
    await page.getByRole("link", { name: "Appearance" }).click();
    await page.getByRole("radio", { name: "Custom" }).check();
    await page.getByLabel("Background, hex code", { exact: true }).fill("#203040");
    await expect.poll(() => backgroundColor(page)).toBe("rgb(32, 48, 64)");
    expect(await htmlTheme(page)).toBe("custom");

    await page.getByRole("button", { name: "Save custom theme" }).click();
    await page.getByText("Custom theme saved").waitFor();
    const profile = await page.evaluate(async () => (await fetch("/api/users/me/profile/")).json());
    expect(profile.theme).toMatchObject({ theme: "custom", background: "#203040" });
    await page.reload();
    expect(await backgroundColor(page)).toBe("rgb(32, 48, 64)");
  });

  it("changes the password, which signs every session out, and the new one works", async () => {
    await page.getByRole("link", { name: "Security" }).click();
    await page.getByLabel("Current password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Sign in with your new password").waitFor();
    expect((await page.evaluate(async () => (await fetch("/api/users/me/")).status))).toBe(401);

    await signInInBrowser(page, email, NEW_PASSWORD);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  });

  it("deactivates the account only after the email is typed, and it can no longer sign in", async () => {
    await page.goto("/profile/");
    await page.getByRole("button", { name: "Deactivate account…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Deactivate your account?" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Deactivate account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Your email").fill(email);
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await page.getByText("Account deactivated").first().waitFor();

    await submitEmail(page, email);
    await page.getByText("This account has been deactivated").waitFor();
  });
});
