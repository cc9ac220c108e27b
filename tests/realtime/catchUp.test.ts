import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AnyEventEnvelope } from "../../api/contract/events.js";
import type { SyncPageShape } from "../../api/contract/realtime.js";
import { pruneSyncLog } from "../../api/housekeeping.js";
import type { Project } from "../../db/models/Project.js";
import { buildLabel } from "../helpers/labels.js";
import { buildCastProject } from "../helpers/projects.js";
import { closeSockets, connectSocket, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { finishedWorkItem, stateOfGroup } from "../helpers/workItemLifecycle.js";
import { WorkItemMirror, viewOf, mirrored, type ProjectItemsView } from "../helpers/workItemMirror.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { workspaceCast, type SignedInUser, type WorkspaceCast } from "../helpers/workspaces.js";

/**
 * Nothing is lost across a reconnect (issue 12 item 3): a member's client mirrors a project's work items
 * from REST and the socket, goes offline while the admin changes them through REST, reconnects, catches
 * up from its cursor through GET .../sync/, and ends with exactly what REST says now.
 */
let t: TestServer;
let cast: WorkspaceCast;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await workspaceCast(t.db, t.baseUrl);
});
afterEach(() => closeSockets(sockets));
afterAll(() => t.close());

const projectPath = (project: Project) => `/api/workspaces/${cast.workspace.slug}/projects/${project.id}`;

/** What REST says of the project's items now: the list and the archive, one page each (per_page 1000). */
async function serverView(project: Project): Promise<ProjectItemsView> {
  const rows = [];
  for (const list of ["issues", "archived-issues"]) {
    const res = await cast.member.client.get(`${projectPath(project)}/${list}/?per_page=1000`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.next_page_results).toBe(false);
    rows.push(...res.body.results);
  }
  return viewOf(rows.map((row) => mirrored(row)));
}

/** A mirror built from REST, with the version its subscribe ack gave as its cursor (the ack comes first). */
async function mirrorFromRest(project: Project, cursor: number): Promise<WorkItemMirror> {
  const view = await serverView(project);
  return new WorkItemMirror(project.id, [...view.active, ...view.archived], cursor);
}

/** Subscribes to the project and gives the workspace's version the ack carries. */
async function subscribeToProject(socket: TestSocket, project: Project): Promise<number> {
  const ack = await socket.subscribe({ workspace_slug: cast.workspace.slug, project_id: project.id });
  if (!ack.ok || ack.version === undefined) throw new Error(`subscribe refused or without a version: ${JSON.stringify(ack)}`);
  return ack.version;
}

/**
 * Kills the socket's TCP connection under it without a goodbye, as a dropped network does, and waits
 * until the client knows. The websocket transport's `ws` is the ws package's client, untyped here.
 */
async function dropConnection(socket: TestSocket): Promise<void> {
  const gone = socket.disconnected();
  (socket.socket.io.engine.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
  expect(await gone).toBe("transport close");
}

/** Reconnects the same client socket (a reconnect joins no rooms: the client subscribes again). */
async function reconnect(socket: TestSocket): Promise<void> {
  socket.socket.connect();
  await new Promise<void>((resolve, reject) => {
    socket.socket.once("connect", () => resolve());
    socket.socket.once("connect_error", reject);
  });
}

/** Pages through GET .../sync/ from the mirror's cursor until nothing is left, applying each page. */
async function catchUp(mirror: WorkItemMirror): Promise<SyncPageShape[]> {
  const pages: SyncPageShape[] = [];
  for (;;) {
    const res = await cast.member.client.get<SyncPageShape>(`/api/workspaces/${cast.workspace.slug}/sync/?after=${mirror.cursor}&project_id=${mirror.projectId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    if (res.body.refetch) return pages;
    mirror.applyPage(res.body);
    if (!res.body.has_more) return pages;
  }
}

/** The domain events a socket heard, in the order it heard them. */
function heardEvents(socket: TestSocket): AnyEventEnvelope[] {
  return socket.heard.filter((event) => typeof event.payload?.version === "number").map((event) => event.payload as AnyEventEnvelope);
}

async function write(who: SignedInUser, method: string, path: string, body: unknown, expected: number): Promise<any> {
  const res = await who.client.send(method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(expected);
  return res.body;
}

/** A project with four live items and one archived, made straight in the database (no events). */
async function projectWithItems() {
  const project = await buildCastProject(t.db, cast);
  const items = await Promise.all([0, 1, 2, 3].map(() => buildWorkItem(t.db, project)));
  const archived = await finishedWorkItem(t.db, project, { archived_at: new Date() });
  return { project, items: items.map((item) => item.id), archivedId: archived.id };
}

describe("reconnect catch-up", () => {
  it("a client that was offline while another user made changes ends with exactly the server's state", async () => {
    const { project, items, archivedId } = await projectWithItems();
    const [first, second, third, fourth] = items;
    const label = await buildLabel(t.db, project);
    const [started, completed] = [await stateOfGroup(t.db, project, "started"), await stateOfGroup(t.db, project, "completed")];
    const item = (id: string | undefined) => `${projectPath(project)}/issues/${id}/`;

    const socket = await connectSocket(t.baseUrl, cast.member.client);
    sockets.push(socket);
    const mirror = await mirrorFromRest(project, await subscribeToProject(socket, project));
    expect(mirror.view()).toEqual(await serverView(project));

    // Live: a change heard on the socket keeps the mirror current.
    await write(cast.admin, "PATCH", item(first), { name: "Renamed while online" }, 200);
    await socket.waitFor("work_item.updated", (event) => event.id === first);
    for (const event of heardEvents(socket)) mirror.apply(event);
    expect(mirror.view()).toEqual(await serverView(project));
    const offlineFrom = mirror.cursor;

    await dropConnection(socket);
    await write(cast.admin, "POST", `${projectPath(project)}/issues/`, { name: "Made while offline", priority: "low" }, 201);
    await write(cast.admin, "PATCH", item(first), { name: "Renamed while offline" }, 200);
    await write(cast.admin, "PATCH", item(second), { state_id: started.id, assignee_ids: [cast.member.user.id], label_ids: [label.id], sort_order: 12.5 }, 200);
    await write(cast.admin, "POST", `${projectPath(project)}/bulk-operation-issues/`, { issue_ids: [first, second, third], properties: { priority: "urgent" } }, 204);
    await write(cast.admin, "PATCH", item(third), { state_id: completed.id }, 200);
    await write(cast.admin, "POST", `${item(third)}archive/`, undefined, 200);
    await write(cast.admin, "DELETE", item(fourth), undefined, 204);
    await write(cast.admin, "DELETE", `${item(archivedId)}archive/`, undefined, 204);
    const server = await serverView(project);
    expect(mirror.view()).not.toEqual(server);

    await reconnect(socket);
    const version = await subscribeToProject(socket, project);
    // Nothing made while the socket was closed reached it: what follows comes from the catch-up alone.
    expect(heardEvents(socket).filter((event) => event.version > offlineFrom)).toEqual([]);
    const pages = await catchUp(mirror);
    expect(pages.map((page) => page.refetch)).toEqual([false]);
    expect(pages[0]?.events.length).toBeGreaterThanOrEqual(10);
    expect(mirror.cursor).toBe(version);
    expect(mirror.view()).toEqual(server);
    // The changes made are there, not merely the same on both sides.
    expect(server.active.find((row) => row.id === archivedId)?.archived_at).toBeNull();
    expect(server.archived.map((row) => row.id)).toEqual([third]);
    expect(server.active.map((row) => row.id)).not.toContain(fourth);
    expect(server.active.find((row) => row.id === second)).toMatchObject({ state_id: started.id, priority: "urgent", assignee_ids: [cast.member.user.id], label_ids: [label.id], sort_order: 12.5 });
    expect(server.active.filter((row) => row.name === "Made while offline")).toHaveLength(1);
  });

  it("ignores live events after a reconnect whose versions the catch-up already applied", async () => {
    const { project, items } = await projectWithItems();
    const [first] = items;
    const socket = await connectSocket(t.baseUrl, cast.member.client);
    sockets.push(socket);
    const mirror = await mirrorFromRest(project, await subscribeToProject(socket, project));

    await dropConnection(socket);
    await write(cast.admin, "PATCH", `${projectPath(project)}/issues/${first}/`, { name: "Renamed while offline" }, 200);
    await reconnect(socket);
    await subscribeToProject(socket, project);
    // Between the subscribe and the catch-up: heard live, and in the catch-up as well.
    const path = `${projectPath(project)}/issues/${first}/`;
    await write(cast.admin, "PATCH", path, { name: "Renamed once more" }, 200);
    await write(cast.admin, "PATCH", path, { name: "Renamed at last" }, 200);
    const created = await write(cast.admin, "POST", `${projectPath(project)}/issues/`, { name: "Short-lived" }, 201);
    await write(cast.admin, "DELETE", `${projectPath(project)}/issues/${created.id}/`, undefined, 204);
    await socket.waitFor("work_item.deleted", (event) => event.id === created.id);

    await catchUp(mirror);
    const server = await serverView(project);
    expect(mirror.view()).toEqual(server);
    const live = heardEvents(socket);
    expect(live.map((event) => event.name)).toEqual(expect.arrayContaining(["work_item.updated", "work_item.created", "work_item.deleted"]));
    // Each late live event is a no-op: an older rename would rewind the name, the creation would bring the deleted item back.
    for (const event of live) {
      expect(mirror.apply(event), `${event.name} ${event.version}`).toBe(false);
      expect(mirror.view()).toEqual(server);
    }
  });

  it("tells a client whose cursor was pruned away to refetch, and rebuilding from REST gives the server's state", async () => {
    const project = await buildCastProject(t.db, cast);
    const items = await Promise.all(Array.from({ length: 100 }, () => buildWorkItem(t.db, project)));
    const socket = await connectSocket(t.baseUrl, cast.member.client);
    sockets.push(socket);
    const stale = await mirrorFromRest(project, await subscribeToProject(socket, project));

    await dropConnection(socket);
    // Six bulk updates of a hundred items: more than a page of versions after the client's cursor.
    for (const priority of ["high", "low", "urgent", "medium", "none", "high"]) {
      await write(cast.admin, "POST", `${projectPath(project)}/bulk-operation-issues/`, { issue_ids: items.map((row) => row.id), properties: { priority } }, 204);
    }
    await write(cast.admin, "PATCH", `${projectPath(project)}/issues/${items[0]?.id}/`, { name: "Renamed after the bulk updates" }, 200);
    // A week on, housekeeping keeps each workspace's last page of the log only.
    await t.db("sync_log").where("workspace_id", cast.workspace.id).update({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    await pruneSyncLog(t.db);

    await reconnect(socket);
    const version = await subscribeToProject(socket, project);
    const pages = await catchUp(stale);
    expect(pages).toEqual([{ events: [], last_version: version, has_more: false, refetch: true }]);
    const server = await serverView(project);
    expect(stale.view()).not.toEqual(server);

    const rebuilt = await mirrorFromRest(project, pages[0]?.last_version ?? 0);
    expect(rebuilt.view()).toEqual(server);
    expect(server.active.find((row) => row.id === items[0]?.id)).toMatchObject({ name: "Renamed after the bulk updates", priority: "high" });
    // From there it catches up as usual.
    await write(cast.admin, "PATCH", `${projectPath(project)}/issues/${items[1]?.id}/`, { name: "After the refetch" }, 200);
    expect((await catchUp(rebuilt)).map((page) => page.refetch)).toEqual([false]);
    expect(rebuilt.view()).toEqual(await serverView(project));
  });
});
