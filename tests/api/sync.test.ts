import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyEventEnvelope } from "../../api/contract/events.js";
import { SYNC_PAGE_SIZE, type SyncPageShape } from "../../api/contract/realtime.js";
import { ROLE } from "../../api/contract/roles.js";
import type { DomainEvent } from "../../api/events/bus.js";
import { pruneSyncLog } from "../../api/housekeeping.js";
import type { Project } from "../../db/models/Project.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { addProjectMember, buildCastProject, buildProject, buildStaffedProject } from "../helpers/projects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { addMember, buildWorkspace, workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * Per-workspace sync ids and the catch-up endpoint (issue 12 item 3): every event a write publishes has
 * its workspace's next version and a log row, and GET .../sync/ gives a client what it missed of what it
 * may see now.
 */
let t: TestServer;
let cast: WorkspaceCast;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterAll(() => t.close());

const syncPath = (workspace: Workspace, query: string) => `/api/workspaces/${workspace.slug}/sync/?${query}`;
const itemsPath = (project: Project) => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}/issues/`;

async function sync(who: SignedInUser, workspace: Workspace, after: number, projectId?: string): Promise<SyncPageShape> {
  const res = await who.client.get<SyncPageShape>(syncPath(workspace, `after=${after}${projectId ? `&project_id=${projectId}` : ""}`));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The workspace's current version, as its counter holds it. */
async function currentVersion(workspace: Workspace): Promise<number> {
  const row = (await t.db("workspace_sync").where("workspace_id", workspace.id).first("last_version")) as { last_version: number } | undefined;
  return row ? Number(row.last_version) : 0;
}

async function createItem(who: SignedInUser, project: Project, name = "Catch up on this") {
  const res = await who.client.send("POST", itemsPath(project), { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

async function logRows(where: Record<string, string>): Promise<number> {
  const row = (await t.db("sync_log").where(where).count("* as n").first()) as { n: number | string };
  return Number(row.n);
}

/** A fresh workspace whose log holds 600 work_item.updated events: six bulk updates of a hundred items. */
async function busyWorkspace(): Promise<Workspace> {
  const workspace = await buildWorkspace(t.db, cast.admin.user);
  const project = await buildProject(t.db, workspace, cast.admin.user);
  const items = await Promise.all(Array.from({ length: 100 }, () => buildWorkItem(t.db, project)));
  const bulk = `/api/workspaces/${workspace.slug}/projects/${project.id}/bulk-operation-issues/`;
  for (const priority of ["high", "low", "urgent", "medium", "none", "high"]) {
    const res = await cast.admin.client.send("POST", bulk, { issue_ids: items.map((item) => item.id), properties: { priority } });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
  }
  expect(await currentVersion(workspace)).toBe(600);
  return workspace;
}

/** Whether `who` may hear an event of a project they can read: anything not addressed to named people, or addressed to them. */
function heardBy(who: SignedInUser, event: DomainEvent): boolean {
  return event.audience.kind !== "users" || event.audience.user_ids.includes(who.user.id);
}

/** An event as the socket sends it: the envelope without the audience the server addresses it by. */
function onTheWire({ audience: _audience, ...envelope }: DomainEvent): AnyEventEnvelope {
  return envelope as AnyEventEnvelope;
}

describe("GET /api/workspaces/:slug/sync/", () => {
  it("answers 401 without a session, 404 outside the workspace, and 400 for a bad after or project_id", async () => {
    expect((await new TestClient(t.baseUrl).get(syncPath(cast.workspace, "after=0"))).status).toBe(401);
    const stranger = await cast.stranger.client.get(syncPath(cast.workspace, "after=0"));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: "Workspace not found", code: "not_found" });

    for (const query of ["", "after=", "after=-1", "after=1.5", "after=abc", "after=1e3", "after=1&after=2", "after=12345678901234567890"]) {
      const res = await cast.member.client.get(syncPath(cast.workspace, query));
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/^after: /);
    }
    for (const query of ["after=0&project_id=nope", `after=0&project_id=${randomUUID()}&project_id=${randomUUID()}`]) {
      const res = await cast.member.client.get(syncPath(cast.workspace, query));
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/^project_id: /);
    }
  });

  it("answers 404 for a project of another workspace or none, 403 for a project the caller may see but not read", async () => {
    const elsewhere = await buildWorkspace(t.db, cast.admin.user);
    const foreign = await buildProject(t.db, elsewhere, cast.admin.user);
    for (const projectId of [foreign.id, randomUUID()]) {
      const res = await cast.admin.client.get(syncPath(cast.workspace, `after=0&project_id=${projectId}`));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: "Project not found" });
    }
    // A public project the member has not joined: listed for them, its content is not theirs to read.
    const unjoined = await buildProject(t.db, cast.workspace, cast.admin.user);
    const refused = await cast.member.client.get(syncPath(cast.workspace, `after=0&project_id=${unjoined.id}`));
    expect(refused.status).toBe(403);
    // A guest sees only the projects they were added to: any other is unknown.
    expect((await cast.guest.client.get(syncPath(cast.workspace, `after=0&project_id=${unjoined.id}`))).status).toBe(404);
  });

  it("gives back exactly what the socket carried, with its version and mutation id, and covers up to the current version", async () => {
    const project = await buildCastProject(t.db, cast);
    const before = await currentVersion(cast.workspace);
    const events = recordEvents(t.server.services.events);
    const mutationId = randomUUID();
    const created = await cast.member.client.send("POST", itemsPath(project), { name: "Seen on the socket" }, { "X-Mutation-Id": mutationId });
    expect(created.status).toBe(201);
    events.stop();

    const [heard] = events.named("work_item.created");
    expect(heard).toMatchObject({ id: created.body.id, version: before + 1, mutation_id: mutationId, workspace_id: cast.workspace.id, project_id: project.id });
    expect(events.seen.map((event) => event.version)).toEqual(events.seen.map((_, index) => before + 1 + index));

    for (const reader of [cast.admin, cast.member, cast.guest]) {
      const page = await sync(reader, cast.workspace, before);
      // The creator's automatic subscription is announced to the creator alone.
      expect(page).toEqual({ events: events.seen.filter((event) => heardBy(reader, event)).map(onTheWire), last_version: before + events.seen.length, has_more: false, refetch: false });
    }
    // Up to date: nothing more, and the same version back.
    expect(await sync(cast.member, cast.workspace, before + events.seen.length)).toEqual({ events: [], last_version: before + events.seen.length, has_more: false, refetch: false });
  });

  it("gives each event of a workspace the next version, without gaps or duplicates, across concurrent writes", async () => {
    const workspace = await buildWorkspace(t.db, cast.admin.user);
    const project = await buildProject(t.db, workspace, cast.admin.user);
    const items = await Promise.all([0, 1, 2, 3, 4].map(() => buildWorkItem(t.db, project)));
    const events = recordEvents(t.server.services.events);
    const mutations = Array.from({ length: 20 }, () => randomUUID());
    const responses = await Promise.all(
      mutations.map((mutationId, index) =>
        cast.admin.client.send(
          "PATCH",
          `/api/workspaces/${workspace.slug}/projects/${project.id}/issues/${items[index % items.length]?.id}/`,
          { name: `Concurrent rename ${index}` },
          { "X-Mutation-Id": mutationId },
        ),
      ),
    );
    events.stop();
    expect(responses.map((res) => res.status)).toEqual(mutations.map(() => 200));

    // The log of the fresh workspace runs 1, 2, 3 ... with one row per event published, and the counter ends on the last.
    const log = (await t.db("sync_log").where("workspace_id", workspace.id).orderBy("version").select("version", "entity_id", "name", "mutation_id")) as {
      version: number;
      entity_id: string;
      name: string;
      mutation_id: string;
    }[];
    expect(log.map((row) => Number(row.version))).toEqual(log.map((_, index) => index + 1));
    expect(await currentVersion(workspace)).toBe(log.length);
    const published = events.seen.filter((event) => event.workspace_id === workspace.id);
    expect(published.filter((event) => event.name === "work_item.updated").map((event) => event.mutation_id).sort()).toEqual([...mutations].sort());
    expect(published.map((event) => [event.version, event.id, event.name, event.mutation_id]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      log.map((row) => [Number(row.version), row.entity_id, row.name, row.mutation_id]),
    );
  });

  it("gives a draft's events to its owner alone", async () => {
    const project = await buildCastProject(t.db, cast);
    const before = await currentVersion(cast.workspace);
    const draft = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/draft-issues/`, { project_id: project.id, name: "Not ready yet" });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);

    const owners = await sync(cast.member, cast.workspace, before);
    expect(owners.events.map((event) => event.name)).toEqual(["work_item.created", "work_item_subscription.created"]);
    expect(owners.events[0]?.id).toBe(draft.body.id);
    for (const other of [cast.admin, cast.guest]) {
      expect(await sync(other, cast.workspace, before)).toEqual({ events: [], last_version: before + 2, has_more: false, refetch: false });
    }
  });

  it("keeps a private project's events from those who cannot read it now, and gives them once they can", async () => {
    const secret = await buildProject(t.db, cast.workspace, cast.admin.user, { network: 0 });
    const before = await currentVersion(cast.workspace);
    const item = await createItem(cast.admin, secret, "Behind closed doors");

    const created = (page: SyncPageShape) => page.events.filter((event) => event.name === "work_item.created").map((event) => event.id);
    expect(created(await sync(cast.admin, cast.workspace, before))).toEqual([item.id]);
    for (const outsider of [cast.member, cast.guest]) {
      const page = await sync(outsider, cast.workspace, before);
      expect(page.events).toEqual([]);
      // The invisible versions (the item and its creator's subscription) are covered all the same, so the client does not ask again.
      expect(page.last_version).toBe(before + 2);
    }
    // Access is decided when the client asks, not when the change was made.
    await addProjectMember(t.db, secret, cast.member.user, ROLE.MEMBER);
    expect(created(await sync(cast.member, cast.workspace, before))).toEqual([item.id]);
  });

  it("never gives another workspace's events, and numbers each workspace on its own", async () => {
    const elsewhere = await buildWorkspace(t.db, cast.admin.user);
    await addMember(t.db, elsewhere, cast.member.user, ROLE.MEMBER);
    const theirs = await buildStaffedProject(t.db, elsewhere, { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user });
    const before = await currentVersion(cast.workspace);
    const renamed = await cast.admin.client.send("PATCH", `/api/workspaces/${elsewhere.slug}/`, { name: "The other place" });
    expect(renamed.status).toBe(200);
    const res = await cast.member.client.send("POST", `/api/workspaces/${elsewhere.slug}/projects/${theirs.id}/issues/`, { name: "Over there" });
    expect(res.status).toBe(201);

    expect(await currentVersion(cast.workspace)).toBe(before);
    expect(await sync(cast.member, cast.workspace, before)).toEqual({ events: [], last_version: before, has_more: false, refetch: false });
    const there = await sync(cast.member, elsewhere, 0);
    expect(there.events.map((event) => [event.version, event.name, event.workspace_id])).toEqual([
      [1, "workspace.updated", elsewhere.id],
      [2, "work_item.created", elsewhere.id],
      [3, "work_item_subscription.created", elsewhere.id],
    ]);
  });

  it("with project_id, gives that project's events and the workspace's, not other projects'", async () => {
    const people = { admin: cast.admin.user, member: cast.member.user, guest: cast.guest.user };
    const [first, second] = [await buildStaffedProject(t.db, cast.workspace, people), await buildStaffedProject(t.db, cast.workspace, people)];
    if (!first || !second) throw new Error("unreachable");
    const before = await currentVersion(cast.workspace);
    const inFirst = await createItem(cast.member, first);
    await createItem(cast.member, second);
    const renamed = await cast.admin.client.send("PATCH", `/api/workspaces/${cast.workspace.slug}/`, { name: `Renamed ${before}` });
    expect(renamed.status).toBe(200);

    const page = await sync(cast.guest, cast.workspace, before, first.id);
    expect(page.events.map((event) => [event.name, event.id])).toEqual([
      ["work_item.created", inFirst.id],
      ["workspace.updated", cast.workspace.id],
    ]);
    // Two items, each with its creator's subscription (the creator's alone), and the rename.
    expect(page.last_version).toBe(before + 5);
  });

  it("pages the log oldest first, SYNC_PAGE_SIZE at a time, each page ending where the next begins", async () => {
    const workspace = await busyWorkspace();
    const total = await currentVersion(workspace);

    const first = await sync(cast.admin, workspace, 0);
    expect(first).toMatchObject({ has_more: true, refetch: false, last_version: SYNC_PAGE_SIZE });
    expect(first.events.map((event) => event.version)).toEqual(Array.from({ length: SYNC_PAGE_SIZE }, (_, index) => index + 1));
    const second = await sync(cast.admin, workspace, first.last_version);
    expect(second).toMatchObject({ has_more: false, refetch: false, last_version: total });
    expect(second.events.map((event) => event.version)).toEqual(Array.from({ length: total - SYNC_PAGE_SIZE }, (_, index) => SYNC_PAGE_SIZE + index + 1));
  });

  it("tells a client to refetch when it is ahead of the workspace or behind what the log still holds", async () => {
    const workspace = await busyWorkspace();
    const total = await currentVersion(workspace);
    const refetch = { events: [], last_version: total, has_more: false, refetch: true };
    expect(await sync(cast.admin, workspace, total + 1)).toEqual(refetch);

    // A week on, housekeeping keeps only the last page: a client from before it must reload its views,
    // one within it still catches up.
    await t.db("sync_log").where("workspace_id", workspace.id).update({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    await pruneSyncLog(t.db);
    const kept = (await t.db("sync_log").where("workspace_id", workspace.id).orderBy("version").pluck("version")).map(Number);
    expect(kept).toEqual(Array.from({ length: SYNC_PAGE_SIZE }, (_, index) => total - SYNC_PAGE_SIZE + index + 1));
    expect(await sync(cast.admin, workspace, 0)).toEqual(refetch);
    expect(await sync(cast.admin, workspace, total - SYNC_PAGE_SIZE - 1)).toEqual(refetch);
    const caughtUp = await sync(cast.admin, workspace, total - SYNC_PAGE_SIZE);
    expect(caughtUp).toMatchObject({ has_more: false, refetch: false, last_version: total });
    expect(caughtUp.events).toHaveLength(SYNC_PAGE_SIZE);
  });

  it("takes a deleted workspace's counter and log with it; its deletion event carries version 0", async () => {
    const workspace = await buildWorkspace(t.db, cast.admin.user);
    const renamed = await cast.admin.client.send("PATCH", `/api/workspaces/${workspace.slug}/`, { name: "Short-lived" });
    expect(renamed.status).toBe(200);
    expect(await logRows({ workspace_id: workspace.id })).toBe(1);

    const events = recordEvents(t.server.services.events);
    expect((await cast.admin.client.send("DELETE", `/api/workspaces/${workspace.slug}/`)).status).toBe(204);
    events.stop();
    expect(events.named("workspace.deleted").map((event) => event.version)).toEqual([0]);
    expect(await logRows({ workspace_id: workspace.id })).toBe(0);
    expect(await t.db("workspace_sync").where("workspace_id", workspace.id).first()).toBeUndefined();
  });

  it("gives an event outside any workspace version 0 and logs nothing for it", async () => {
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("PATCH", "/api/users/me/", { first_name: "Synced" });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(events.named("user.updated").map((event) => [event.version, event.workspace_id])).toEqual([[0, null]]);
    expect(await logRows({ entity_id: cast.member.user.id })).toBe(0);
  });
});
