import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Everything the web bundle is made from; a change to any of these triggers a rebuild at start-up. */
const INPUTS = ["web", "api/contract", "api/compression.ts", "api/webPrecompress.ts", "editor", "vite.config.ts", "package-lock.json"];
const STAMP = ".build-stamp";

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

function fingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file)).update("\0").update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Builds the web app into `outDir` unless the last build was made from the same sources. */
export async function ensureWebBuild(root: string, outDir: string, log: (line: string) => void): Promise<void> {
  const wanted = fingerprint(root);
  const stampFile = join(outDir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) return;
  log("building the web app (first start, or its sources changed)...");
  const started = Date.now();
  const { build } = await import("vite");
  // Vite takes NODE_ENV over the mode, and vitest sets it to "test": the tests' build then carried React's
  // development build (twice the bytes, far slower), and `npm start` served it after a test run, the
  // stamp being the same. What is built here is always what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn", mode: "production" });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(stampFile, wanted);
  log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
