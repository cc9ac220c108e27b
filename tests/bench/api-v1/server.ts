import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../api/config.js";
import { migrateLatest } from "../../../db/migrate.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";
import { buildApiToken } from "../../helpers/apiTokens.js";
import { openBenchDatabase } from "../work-items/database.js";
import { ITEM_COUNT, seedProject } from "../work-items/seed.js";
import { signIn } from "../work-items/session.js";

/**
 * Cairn on a project of 10,000 work items, with its owner signed in (a session cookie, as the web app
 * calls the app API) and an API token of theirs (as a script calls v1). Reports both to the parent, which
 * loads the server from its own process. The token's rate limit is lifted: the bench measures the path
 * of a request, not the limit, which answers 429 long before a second of load.
 */
const database = await openBenchDatabase();
const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-v1-"));
await migrateLatest(database.db);
const { owner, workspace, project } = await seedProject(database.db);
const config = loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", API_RATE_LIMIT_PER_MINUTE: "1000000" });
const server = await createCairnServer(config, { database: { db: database.db, target: database.target } });
const port = await server.listen();
await database.db("instances").update({ is_setup_done: true });
const cookie = await signIn(`http://127.0.0.1:${port}`, owner.email);
const { secret } = await buildApiToken(database.db, workspace.id, owner.id, { label: "bench" });
process.send?.({
  port,
  cookie,
  apiKey: secret,
  appPath: `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/`,
  v1Path: `/api/v1/workspaces/${workspace.slug}/projects/${project.id}/issues/`,
  label: `${database.label}, ${ITEM_COUNT} work items`,
});
process.on("disconnect", () => {
  void server
    .close()
    .then(() => database.drop())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
