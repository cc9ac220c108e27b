import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startUploadSweep, sweepOrphanUploads } from "../../api/assets/sweepOrphanUploads.js";
import { buildPendingAttachment } from "../helpers/attachments.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { buildWorkspace } from "../helpers/workspaces.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const twoHoursAgo = () => new Date(Date.now() - 2 * HOUR);

/** A file under `${dataDir}/uploads/<workspace>/<name>`, last written `at` (now unless given). */
async function putFile(dataDir: string, workspaceId: string, name: string, at?: Date): Promise<string> {
  const folder = join(dataDir, "uploads", workspaceId);
  await mkdir(folder, { recursive: true });
  const path = join(folder, name);
  await writeFile(path, "bytes");
  if (at) await utimes(path, at, at);
  return path;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "cairn-sweep-"));
}

describe("sweepOrphanUploads", () => {
  it("removes old files no row names and stale partial uploads; keeps named, young and unknown files", async () => {
    const dataDir = await tempDir();
    try {
      const issue = await createWorkItem(t.db, cast.project, cast.admin.user);
      const asset = await buildPendingAttachment(t.db, issue, cast.admin.user);
      const ws = cast.workspace.id;
      const named = await putFile(dataDir, ws, asset.id, twoHoursAgo());
      const oldOrphan = await putFile(dataDir, ws, randomUUID(), twoHoursAgo());
      const youngOrphan = await putFile(dataDir, ws, randomUUID());
      const stalePart = await putFile(dataDir, ws, `${randomUUID()}.0123456789abcdef.part`, twoHoursAgo());
      const livePart = await putFile(dataDir, ws, `${asset.id}.fedcba9876543210.part`);
      const stranger = await putFile(dataDir, ws, "README", twoHoursAgo());

      expect(await sweepOrphanUploads(t.db, dataDir)).toBe(2);
      expect([named, youngOrphan, livePart, stranger].map(existsSync)).toEqual([true, true, true, true]);
      expect([oldOrphan, stalePart].map(existsSync)).toEqual([false, false]);
      // Nothing left to do: a second sweep removes nothing.
      expect(await sweepOrphanUploads(t.db, dataDir)).toBe(0);
      // The age limit is the caller's: with none, the young orphan goes too.
      expect(await sweepOrphanUploads(t.db, dataDir, { minAgeMs: 0, now: new Date(Date.now() + 1000) })).toBe(2);
      expect([named, stranger].map(existsSync)).toEqual([true, true]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("removes the files whose rows went with a deleted work item, and a deleted workspace's folder once empty", async () => {
    const dataDir = await tempDir();
    try {
      const issue = await createWorkItem(t.db, cast.project, cast.admin.user);
      const kept = await buildPendingAttachment(t.db, await createWorkItem(t.db, cast.project, cast.admin.user), cast.admin.user);
      const gone = await buildPendingAttachment(t.db, issue, cast.admin.user);
      const keptFile = await putFile(dataDir, cast.workspace.id, kept.id, twoHoursAgo());
      const goneFile = await putFile(dataDir, cast.workspace.id, gone.id, twoHoursAgo());
      const res = await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issue.id}/`);
      expect(res.status).toBe(204);

      const doomed = await buildWorkspace(t.db, cast.admin.user);
      const doomedFile = await putFile(dataDir, doomed.id, randomUUID(), twoHoursAgo());
      await t.db("workspaces").where("id", doomed.id).delete();
      const missingWorkspaceFolder = join(dataDir, "uploads", doomed.id);

      expect(await sweepOrphanUploads(t.db, dataDir)).toBe(2);
      expect(existsSync(goneFile)).toBe(false);
      expect(existsSync(doomedFile)).toBe(false);
      expect(existsSync(missingWorkspaceFolder)).toBe(false);
      expect(existsSync(keptFile)).toBe(true);
      // A live workspace keeps its folder even when empty.
      await rm(keptFile);
      await sweepOrphanUploads(t.db, dataDir);
      expect(existsSync(join(dataDir, "uploads", cast.workspace.id))).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("does nothing, and does not fail, when nothing was ever uploaded", async () => {
    const dataDir = await tempDir();
    try {
      expect(await sweepOrphanUploads(t.db, dataDir)).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("startUploadSweep", () => {
  it("sweeps at once and then on its interval, until stopped", async () => {
    const dataDir = await tempDir();
    const failures: unknown[] = [];
    try {
      const first = await putFile(dataDir, cast.workspace.id, randomUUID(), twoHoursAgo());
      const stop = startUploadSweep(t.db, dataDir, (_message, error) => failures.push(error), 50);
      await until(() => !existsSync(first));
      const second = await putFile(dataDir, cast.workspace.id, randomUUID(), twoHoursAgo());
      await until(() => !existsSync(second));
      await stop();
      const third = await putFile(dataDir, cast.workspace.id, randomUUID(), twoHoursAgo());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(existsSync(third)).toBe(true);
      expect(failures).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("runs when the server starts", async () => {
    const dataDir = await tempDir();
    try {
      const orphan = await putFile(dataDir, randomUUID(), randomUUID(), twoHoursAgo());
      const server = await startTestServer({ env: { DATA_DIR: dataDir } });
      try {
        await until(() => !existsSync(orphan), 15_000);
      } finally {
        await server.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A second server with the embedded database migrates from scratch: slower than one request.
  }, 120_000);
});
