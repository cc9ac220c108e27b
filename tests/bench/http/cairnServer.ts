import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../api/config.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";
import { buildUser, STRONG_PASSWORD } from "../../helpers/factories.js";

/**
 * Our full stack (errors, security headers, body parsing, session lookup, CSRF, routers) with one
 * signed-in user; reports the port and that user's session cookie to the parent.
 */
const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-"));
const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" });
const server = await createCairnServer(config);
const port = await server.listen();
const user = await buildUser(server.services.db);
const response = await fetch(`http://127.0.0.1:${port}/auth/get-csrf-token/`);
const csrfCookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
const { csrf_token: csrfToken } = (await response.json()) as { csrf_token: string };
// Sign in through the real endpoint; the instance must be set up first, as an operator would.
await server.services.db("instances").update({ is_setup_done: true });
const signIn = await fetch(`http://127.0.0.1:${port}/auth/sign-in/`, {
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
  body: new URLSearchParams({ csrfmiddlewaretoken: csrfToken, email: user.email, password: STRONG_PASSWORD }).toString(),
});
const sessionCookie = signIn.headers.getSetCookie().find((line) => line.startsWith("session-id="))?.split(";")[0];
if (!sessionCookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.headers.get("location")}`);
process.send?.({ port, cookie: sessionCookie, database: config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite" });
process.on("disconnect", () => process.exit(0));
