import type { Page } from "playwright-core";
import { expect } from "vitest";
import { STRONG_PASSWORD } from "./factories.js";

/** What the sign-in and onboarding screens look like to a person: labels and button names only. */

export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

export async function signInInBrowser(page: Page, email: string, password: string): Promise<void> {
  await submitEmail(page, email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in from the front door and waits for the workspace's home page, where an onboarded member lands. */
export async function signInToWorkspace(page: Page, email: string, slug: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto("/");
  await signInInBrowser(page, email, password);
  await page.waitForURL((url) => url.pathname === `/${slug}/`);
}

/** The strength indicator's state (SPEC.md section 4), once the estimator has answered. */
export async function expectStrength(page: Page, state: string): Promise<void> {
  await expect.poll(() => page.locator("[data-strength]").first().getAttribute("data-strength"), { timeout: 10_000 }).toBe(state);
}

export async function completeOnboarding(page: Page, names: { first: string; last: string; display: string }): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/onboarding/");
  await page.getByLabel("First name").fill(names.first);
  await page.getByLabel("Last name").fill(names.last);
  await page.getByLabel("Display name").fill(names.display);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Engineering" }).check();
  await page.getByRole("radio", { name: "2-10" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Go to Cairn" }).click();
}

export async function signOutInBrowser(page: Page): Promise<void> {
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("next_path"));
  await page.getByLabel("Email", { exact: true }).waitFor();
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function backgroundColor(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

export async function htmlTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute("data-theme"));
}
