import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SOCKET_LIMITS } from "../../api/contract/realtime.js";
import { PROJECT_NETWORK } from "../../api/contract/projectRoles.js";
import type { Project } from "../../db/models/Project.js";
import { hubOf } from "../../realtime/hub/hub.js";
import { SCOPE_ERRORS } from "../../realtime/hub/scopes/scopeSchema.js";
import { currentVersion } from "../../api/sync/syncPage.js";
import { buildProject } from "../helpers/projects.js";
import { closeSockets, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";
import type { TestClient } from "../helpers/client.js";
import { buildWorkspace } from "../helpers/workspaces.js";

let t: TestServer;
let cast: ExtrasCast;
let privateProject: Project;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await extrasCast(t.db, t.baseUrl);
  privateProject = await buildProject(t.db, cast.workspace, cast.admin.user, { network: PROJECT_NETWORK.PRIVATE });
});
afterEach(() => closeSockets(opened));
afterAll(() => t.close());

const socketOf = (who: { client: TestClient }) => connectTracked(opened, t.baseUrl, who.client);

/** The rooms the server put the socket in, besides its own id. */
function roomsOf(socket: TestSocket): string[] {
  const onServer = hubOf(t.server.http)?.of("/").sockets.get(socket.socket.id ?? "");
  return [...(onServer?.rooms ?? [])].filter((room) => room !== socket.socket.id).sort();
}

/** A granted subscribe's answer: it says where the workspace's changes stand now. */
const granted = async (workspaceId = cast.workspace.id) => ({ ok: true, version: await currentVersion(t.db, workspaceId) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("subscribe", () => {
  it("lets each role into the rooms its workspace role and project role allow", async () => {
    const slug = cast.workspace.slug;
    const ws = cast.workspace.id;
    const admin = await socketOf(cast.admin);
    const member = await socketOf(cast.member);
    const guest = await socketOf(cast.guest);
    for (const socket of [admin, member, guest]) {
      expect(await socket.subscribe({ workspace_slug: slug })).toEqual(await granted());
      expect(await socket.subscribe({ workspace_slug: slug, project_id: cast.project.id })).toEqual(await granted());
      // Asking again changes nothing and is not refused.
      expect(await socket.subscribe({ workspace_slug: slug })).toEqual(await granted());
    }
    const common = [`project:${cast.project.id}`, `workspace:${ws}`];
    expect(roomsOf(admin)).toEqual([...common, `user:${cast.admin.user.id}`, `workspace_admins:${ws}`, `workspace_members:${ws}`].sort());
    expect(roomsOf(member)).toEqual([...common, `user:${cast.member.user.id}`, `workspace_members:${ws}`].sort());
    expect(roomsOf(guest)).toEqual([...common, `user:${cast.guest.user.id}`].sort());
    expect(await admin.subscribe({ workspace_slug: slug, project_id: privateProject.id })).toEqual(await granted());
  });

  it("answers a grant with the workspace's version, so the next change the socket hears is the one after it", async () => {
    const member = await socketOf(cast.member);
    const answer = await member.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
    if (!answer.ok || answer.version === undefined) throw new Error(`refused: ${JSON.stringify(answer)}`);
    const res = await cast.admin.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/`, { name: "Counted after the grant" });
    expect(res.status).toBe(201);
    expect((await member.waitFor("work_item.created")).version).toBe(answer.version + 1);
  });

  it("refuses a foreign workspace, a project the user may not read, and a made-up one, joining nothing", async () => {
    const notFound = { ok: false, error: SCOPE_ERRORS.notFound };
    const stranger = await socketOf(cast.stranger);
    const member = await socketOf(cast.member);
    const guest = await socketOf(cast.guest);
    const outsider = await socketOf(cast.outsider);
    const before = { stranger: roomsOf(stranger), member: roomsOf(member), guest: roomsOf(guest), outsider: roomsOf(outsider) };
    expect(await stranger.subscribe({ workspace_slug: cast.workspace.slug })).toEqual(notFound);
    expect(await stranger.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual(notFound);
    expect(await stranger.subscribe({ workspace_slug: "no-such-workspace" })).toEqual(notFound);
    // A member outside a private project, a guest outside a public one, a member who never joined a public one.
    expect(await member.subscribe({ workspace_slug: cast.workspace.slug, project_id: privateProject.id })).toEqual(notFound);
    expect(await guest.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.otherProject.id })).toEqual(notFound);
    expect(await outsider.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual(notFound);
    // A project of another workspace, named under this one.
    expect(await member.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.foreignProject.id })).toEqual(notFound);
    expect({ stranger: roomsOf(stranger), member: roomsOf(member), guest: roomsOf(guest), outsider: roomsOf(outsider) }).toEqual(before);
  });

  it("refuses malformed requests, joining nothing", async () => {
    const member = await socketOf(cast.member);
    const before = roomsOf(member);
    const malformed = [
      {},
      { workspace_slug: 5 },
      { workspace_slug: "" },
      { workspace_slug: "x".repeat(200) },
      { workspace_slug: cast.workspace.slug, project_id: "not-a-uuid" },
      { workspace_slug: cast.workspace.slug, extra: true },
      { workspace_slug: [cast.workspace.slug] },
    ];
    for (const request of malformed) expect(await member.subscribe(request), JSON.stringify(request)).toEqual({ ok: false, error: SCOPE_ERRORS.malformed });
    for (const request of ["a string", null, 42]) expect(await member.socket.timeout(2000).emitWithAck("subscribe", request as never)).toEqual({ ok: false, error: SCOPE_ERRORS.malformed });
    expect(await member.unsubscribe({ workspace_slug: 7 } as never)).toEqual({ ok: false, error: SCOPE_ERRORS.malformed });
    expect(roomsOf(member)).toEqual(before);
  });

  it("closes a socket that sends more than the payload cap, and goes on serving others", async () => {
    const member = await socketOf(cast.member);
    const gone = member.disconnected();
    member.socket.emit("subscribe", { workspace_slug: "x".repeat(SOCKET_LIMITS.maxPayloadBytes * 2) }, () => undefined);
    expect(await gone).toBe("transport close");
    const other = await socketOf(cast.member);
    expect(await other.subscribe({ workspace_slug: cast.workspace.slug })).toEqual(await granted());
  });

  it("unsubscribe leaves the scope's rooms, and answers ok for one it never held", async () => {
    const member = await socketOf(cast.member);
    const before = roomsOf(member);
    await member.mustSubscribe({ workspace_slug: cast.workspace.slug });
    await member.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
    expect(await member.unsubscribe({ workspace_slug: cast.workspace.slug })).toEqual({ ok: true });
    expect(roomsOf(member)).toEqual([...before, `project:${cast.project.id}`].sort());
    expect(await member.unsubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual({ ok: true });
    expect(await member.unsubscribe({ workspace_slug: "never-held" })).toEqual({ ok: true });
    expect(roomsOf(member)).toEqual(before);
  });

  it("takes a project id in any case as one scope, so unsubscribing in the other case leaves its room", async () => {
    const member = await socketOf(cast.member);
    const before = roomsOf(member);
    const lower = { workspace_slug: cast.workspace.slug, project_id: cast.project.id };
    const upper = { ...lower, project_id: cast.project.id.toUpperCase() };
    expect(await member.subscribe(upper)).toEqual(await granted());
    expect(await member.subscribe(lower)).toEqual(await granted());
    expect(hubOf(t.server.http)?.of("/").sockets.get(member.socket.id ?? "")?.data.scopes.size).toBe(1);
    expect(roomsOf(member)).toEqual([...before, `project:${cast.project.id}`].sort());
    expect(await member.unsubscribe(lower)).toEqual({ ok: true });
    expect(roomsOf(member)).toEqual(before);
  });

  it(`holds a socket to ${SOCKET_LIMITS.maxScopes} scopes and work items at once`, async () => {
    const admin = await socketOf(cast.admin);
    await admin.mustSubscribe({ workspace_slug: cast.workspace.slug });
    const items = await Promise.all(Array.from({ length: SOCKET_LIMITS.maxScopes }, () => buildWorkItem(t.db, cast.project)));
    let held = 1;
    for (const item of items.slice(0, SOCKET_LIMITS.maxScopes - 1)) {
      // Paced under the per-second message limit.
      if (held % (SOCKET_LIMITS.messagesPerSecond - 2) === 0) await pause(1000);
      expect(await admin.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: item.id })).toEqual({ ok: true });
      held += 1;
    }
    await pause(1000);
    const tooMany = { ok: false, error: SCOPE_ERRORS.tooMany };
    expect(await admin.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual(tooMany);
    expect(await admin.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: items.at(-1)?.id ?? "" })).toEqual(tooMany);
    expect(roomsOf(admin)).not.toContain(`project:${cast.project.id}`);
    expect(await admin.unsubscribe({ workspace_slug: cast.workspace.slug })).toEqual({ ok: true });
    expect(await admin.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual(await granted());
  });
});

describe("a misbehaving client", () => {
  it("has its flood dropped past the per-second limit while the server keeps serving", async () => {
    const flooder = await socketOf(cast.member);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => flooder.socket.timeout(3000).emitWithAck("subscribe", { workspace_slug: cast.workspace.slug })),
    );
    const served = answers.filter((answer) => answer.ok).length;
    expect(served).toBeGreaterThan(0);
    expect(served).toBeLessThanOrEqual(SOCKET_LIMITS.messagesPerSecond * 2);
    expect(answers.filter((answer) => !answer.ok)).toContainEqual({ ok: false, error: SCOPE_ERRORS.rateLimited });
    // Others are served meanwhile, and the flooder again after a second.
    expect((await cast.admin.client.get(`/api/workspaces/${cast.workspace.slug}/`)).status).toBe(200);
    const other = await socketOf(cast.admin);
    expect(await other.subscribe({ workspace_slug: cast.workspace.slug })).toEqual(await granted());
    await pause(1100);
    expect(await flooder.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).toEqual(await granted());
  });

  it("is ignored when it sends unknown events, junk, or requests without an ack, and stays connected", async () => {
    const socket = await socketOf(cast.member);
    const raw = socket.socket as unknown as { emit(...args: unknown[]): void };
    raw.emit("no.such.event", { a: 1 });
    raw.emit("subscribe", { workspace_slug: cast.workspace.slug });
    raw.emit("subscribe");
    raw.emit("presence.leave", "junk");
    raw.emit("presence.join", { work_item_id: "x" });
    raw.emit("unsubscribe", null, "not a function");
    await pause(200);
    expect(socket.socket.connected).toBe(true);
    expect(await socket.subscribe({ workspace_slug: cast.workspace.slug })).toEqual(await granted());
  });

  it("gets the rooms of its own workspace only", async () => {
    const own = await buildWorkspace(t.db, cast.stranger.user);
    const stranger = await socketOf(cast.stranger);
    await stranger.mustSubscribe({ workspace_slug: own.slug });
    expect(roomsOf(stranger)).toEqual([`user:${cast.stranger.user.id}`, `workspace:${own.id}`, `workspace_admins:${own.id}`, `workspace_members:${own.id}`].sort());
  });
});
