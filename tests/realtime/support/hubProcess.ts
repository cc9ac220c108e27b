import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";
import { loadConfig } from "../../../api/config.js";
import { openDb } from "../../../db/connection.js";
import { documentServerOf } from "../../../realtime/documents/documentServer.js";
import { hubOf } from "../../../realtime/hub/hub.js";
import { createCairnServer } from "../../../realtime/cairnServer.js";

/**
 * A Cairn server in a process of its own (`node --expose-gc --import tsx`), on the PostgreSQL database
 * named by argv[2], so a test or benchmark can weigh the server alone: it answers "measure" over IPC
 * with its heap after a full collection, how many sockets it holds and how many documents it has loaded,
 * and stops on "stop".
 */
interface Measurement {
  heapUsed: number;
  sockets: number;
  documents: number;
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url || !process.send) throw new Error("usage: node --expose-gc --import tsx hubProcess.ts <postgres url> (as a child process with IPC)");
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-hub-process-"));
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SECRET_KEY: "x".repeat(48), LOG_LEVEL: "error" });
  const target = { kind: "postgres" as const, url };
  const db = openDb(target);
  const server = await createCairnServer(config, { database: { db, target } });
  const port = await server.listen();
  server.services.config.webUrl = `http://127.0.0.1:${port}`;
  const hub = hubOf(server.http);
  const documents = documentServerOf(server.http);
  process.on("message", (message: unknown) => {
    if (message === "measure") {
      // Twice: the first pass may only queue finalizers whose memory the second frees.
      globalThis.gc?.();
      globalThis.gc?.();
      const measurement: Measurement = {
        heapUsed: getHeapStatistics().used_heap_size,
        sockets: hub?.of("/").sockets.size ?? 0,
        documents: documents?.getDocumentsCount() ?? -1,
      };
      process.send?.({ measurement });
    }
    if (message === "stop") {
      void server
        .close()
        .then(() => db.destroy())
        .finally(() => {
          rmSync(dataDir, { recursive: true, force: true });
          process.exit(0);
        });
    }
  });
  process.send({ port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
