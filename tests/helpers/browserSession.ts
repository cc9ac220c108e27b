import type { Page } from "playwright-core";
import { launchChromium, webRoot } from "./browser.js";
import { startTestServer, type TestServer } from "./testServer.js";

export interface BrowserSession {
  /** Serves the built web app on a set-up instance. */
  t: TestServer;
  page: Page;
  close(): Promise<void>;
}

/** A set-up instance serving the web app (with `env` such as SMTP_URL), and one Chromium page on it, for a browser test file. */
export async function openBrowserSession(options: { colorScheme: "light" | "dark"; env?: Record<string, string> }): Promise<BrowserSession> {
  const t = await startTestServer({ webRoot, setUp: true, ...(options.env ? { env: options.env } : {}) });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await t.close();
    throw error;
  });
  const close = async () => {
    await browser.close();
    await t.close();
  };
  try {
    const context = await browser.newContext({ baseURL: t.baseUrl, colorScheme: options.colorScheme });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { t, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
