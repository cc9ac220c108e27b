import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, NO_CHROMIUM } from "../helpers/browser.js";
import { backgroundColor, completeOnboarding, expectStrength, htmlTheme, pathOf, signInInBrowser, signOutInBrowser, submitEmail } from "../helpers/browserFlows.js";
import { openBrowserSession, type BrowserSession } from "../helpers/browserSession.js";
import { STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";

/**
 * One person's first day, in a real browser, each step building on the last: sign up, onboarding,
 * dark theme, sign out, the next_path round trip, and a wrong password.
 */
describe.skipIf(!chromiumPath)(`sign-up to sign-in in Chromium ${chromiumPath ? "" : NO_CHROMIUM}`, () => {
  let session: BrowserSession;
  let page: Page;
  const email = uniqueEmail("e2e");
  const LIGHT_BG = "rgb(255, 255, 255)";
  const DARK_BG = "rgb(21, 23, 28)";

  beforeAll(async () => {
    session = await openBrowserSession({ colorScheme: "light" });
    page = session.page;
  });

  afterAll(() => session?.close());

  it("signs up with live password-strength feedback and finishes onboarding", async () => {
    await page.goto("/");
    await submitEmail(page, email);
    const password = page.getByLabel("Password", { exact: true });
    await password.waitFor();
    await expectStrength(page, "empty");
    await password.fill("abc");
    await expectStrength(page, "length_not_valid");
    await password.fill("password123");
    await expectStrength(page, "strength_not_valid");
    await password.fill(STRONG_PASSWORD);
    await expectStrength(page, "strength_valid");
    await page.getByRole("button", { name: "Create account" }).click();

    await completeOnboarding(page, { first: "Ada", last: "Lovelace", display: "ada" });
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Welcome, Ada" }).waitFor();
    expect(await page.getByText("and not in any workspace yet").textContent()).toContain(email);

    const me = await page.evaluate(async () => (await fetch("/api/users/me/profile/")).json());
    expect(me).toMatchObject({ is_onboarded: true, role: "Engineering", organization_size: "2-10" });
  });

  it("switches to the dark theme, and keeps it after a reload", async () => {
    await page.goto("/profile/appearance/");
    await page.getByRole("heading", { name: "Appearance" }).waitFor();
    expect(await htmlTheme(page)).toBe("light");
    expect(await backgroundColor(page)).toBe(LIGHT_BG);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/users/me/profile/") && r.request().method() === "PATCH");
    await page.getByRole("radio", { name: "Dark", exact: true }).check();
    expect((await saved).status()).toBe(200);
    expect(await htmlTheme(page)).toBe("dark");
    expect(await backgroundColor(page)).toBe(DARK_BG);

    await page.reload();
    // Straight after load, before the app asked the server: the inline script used the cached theme.
    expect(await htmlTheme(page)).toBe("dark");
    await page.getByRole("heading", { name: "Appearance" }).waitFor();
    expect(await htmlTheme(page)).toBe("dark");
    expect(await backgroundColor(page)).toBe(DARK_BG);
    expect(await page.getByRole("radio", { name: "Dark", exact: true }).isChecked()).toBe(true);
  });

  it("rolls a refused theme change back and says so", async () => {
    await page.route("**/api/users/me/profile/", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom", code: "internal" }) })
        : route.continue(),
    );
    await page.getByRole("radio", { name: "Light", exact: true }).check();
    await page.getByText("Theme not saved").waitFor();
    await expect.poll(() => htmlTheme(page)).toBe("dark");
    expect(await page.getByRole("radio", { name: "Dark", exact: true }).isChecked()).toBe(true);
    await page.unroute("**/api/users/me/profile/");
  });

  it("signs out, and a protected page sends a visitor to sign in with next_path, which is honoured", async () => {
    await signOutInBrowser(page);
    await page.goto("/profile/security/");
    await page.waitForURL((url) => url.pathname === "/" && url.search !== "");
    expect(pathOf(page)).toBe("/?next_path=%2Fprofile%2Fsecurity%2F");

    await signInInBrowser(page, email, STRONG_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/profile/security/");
    await page.getByRole("heading", { name: "Security" }).waitFor();
    expect(await htmlTheme(page)).toBe("dark");
  });

  it("refuses a wrong password with 5065 and says so", async () => {
    await signOutInBrowser(page);
    const answer = page.waitForResponse((r) => r.url().endsWith("/auth/sign-in/") && r.request().method() === "POST");
    await signInInBrowser(page, email, "Not-The-Right-Password-9");
    const location = new URL((await answer).headers()["location"] ?? "", session.t.baseUrl);
    expect(location.searchParams.get("error_code")).toBe("5065");
    await page.getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
