import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../api/config.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";
import { buildUser } from "../../helpers/factories.js";
import { signIn } from "../work-items/session.js";

/**
 * Our full stack (errors, security headers, body parsing, session lookup, CSRF, routers) with one
 * signed-in user; reports the port and that user's session cookie to the parent.
 */
const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-"));
const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" });
const server = await createCairnServer(config);
const port = await server.listen();
const user = await buildUser(server.services.db);
// Sign in through the real endpoint; the instance must be set up first, as an operator would.
await server.services.db("instances").update({ is_setup_done: true });
const sessionCookie = await signIn(`http://127.0.0.1:${port}`, user.email);
process.send?.({ port, cookie: sessionCookie, database: config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite" });
process.on("disconnect", () => process.exit(0));
