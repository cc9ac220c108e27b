import { join, resolve } from "node:path";
import { loadConfig } from "../api/config.js";
import { createCairnServer } from "./cairnServer.js";
import { ensureWebBuild } from "../api/webBuild.js";

/** `npm start`: build the web app if needed, migrate, and serve everything on one port. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const root = resolve(import.meta.dirname, "..");
  const webRoot = join(root, "dist", "web");
  const say = (line: string) => console.log(`[cairn] ${line}`);
  await ensureWebBuild(root, webRoot, say);
  const server = await createCairnServer(config, { webRoot });
  const port = await server.listen();
  const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${join(config.dataDir, "pglite")}`;
  say(`ready on http://localhost:${port} with ${database} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const stop = async (signal: string) => {
    say(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
