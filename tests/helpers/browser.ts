import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (never a downloaded one): CHROMIUM_PATH, then /usr/bin/chromium. */
function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

export const chromiumPath = findChromium();

/** Put in the title of a describe.skipIf(!chromiumPath) so the skip says why. */
export const NO_CHROMIUM = "(skipped: no Chromium at CHROMIUM_PATH or /usr/bin/chromium)";

export const repoRoot = resolve(import.meta.dirname, "..", "..");

/** The built web app; tests/helpers/globalSetup.ts builds it once per run when browser tests are selected. */
export const webRoot = join(repoRoot, "dist", "web");

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error(`No Chromium ${NO_CHROMIUM}`);
  if (!existsSync(join(webRoot, "index.html"))) {
    throw new Error(`The web app is not built in ${webRoot}: run \`npx vite build\` (globalSetup does it when it sees browser tests)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
