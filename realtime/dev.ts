import { createServer as createViteServer } from "vite";
import { loadConfig } from "../api/config.js";
import { createCairnServer } from "./cairnServer.js";

/**
 * `npm run dev`: the API on API_PORT (3001) and Vite's dev server with hot reload on PORT (3000),
 * which proxies /api, /auth, /socket.io and /live to the API (see vite.config.ts).
 */
async function dev(): Promise<void> {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  const webPort = Number(process.env.PORT ?? 3000);
  const config = loadConfig({ ...process.env, PORT: String(apiPort), WEB_URL: process.env.WEB_URL ?? `http://localhost:${webPort}` });
  const api = await createCairnServer(config);
  await api.listen();
  const vite = await createViteServer({ configFile: "vite.config.ts", server: { port: webPort } });
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

dev().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
