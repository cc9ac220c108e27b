import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DomainEvent } from "../../api/events/bus.js";
import { type TestClient } from "../helpers/client.js";
import { closeSockets, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startSiblingServer, startTestServer, type SiblingServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";

/**
 * Two server processes on one database and one Redis (REDIS_URL), as two `npm start` behind a balancer:
 * what is written through A reaches sockets on B. Each run uses channels of its own (REDIS_KEY_PREFIX).
 */
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: `cairn-test-${randomBytes(6).toString("hex")}` };

let a: TestServer;
let b: SiblingServer;
let bUrl: string;
let cast: ExtrasCast;
const opened: TestSocket[] = [];

beforeAll(async () => {
  a = await startTestServer({ setUp: true, env: redisEnv });
  b = await startSiblingServer(a, redisEnv);
  bUrl = b.baseUrl;
  cast = await extrasCast(a.db, a.baseUrl);
});
afterEach(() => closeSockets(opened));
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A socket on server B for someone signed in through A: one session, any process. */
const onB = (who: { client: TestClient }) => connectTracked(opened, bUrl, who.client);
const onA = (who: { client: TestClient }) => connectTracked(opened, a.baseUrl, who.client);

const base = () => `/api/workspaces/${cast.workspace.slug}`;

describe("two processes on one Redis", () => {
  it("an update made through A reaches sockets on B (and on A) once, with its mutation id; not a stranger on B", async () => {
    const item = await buildWorkItem(a.db, cast.project);
    const scope = { workspace_slug: cast.workspace.slug, project_id: cast.project.id };
    const memberOnB = await onB(cast.member);
    const guestOnB = await onB(cast.guest);
    const adminOnA = await onA(cast.admin);
    const strangerOnB = await onB(cast.stranger);
    for (const socket of [memberOnB, guestOnB, adminOnA]) await socket.mustSubscribe(scope);
    const mutationId = randomUUID();
    const res = await cast.admin.client.send("PATCH", `${base()}/projects/${cast.project.id}/issues/${item.id}/`, { priority: "urgent" }, { "x-mutation-id": mutationId });
    expect(res.status).toBe(200);
    for (const socket of [memberOnB, guestOnB, adminOnA]) {
      const event = await socket.waitFor("work_item.updated", (payload) => payload.id === item.id);
      expect(event).toMatchObject({ mutation_id: mutationId, data: { priority: "urgent" } });
    }
    await memberOnB.expectNone("no-op", () => true, 100);
    expect(memberOnB.named("work_item.updated")).toHaveLength(1);
    expect(strangerOnB.heard).toEqual([]);
  });

  it("a member removed through A loses their scopes on B within a second", async () => {
    const fresh = await extrasCast(a.db, a.baseUrl);
    const memberOnB = await onB(fresh.member);
    await memberOnB.mustSubscribe({ workspace_slug: fresh.workspace.slug, project_id: fresh.project.id });
    const started = Date.now();
    expect((await fresh.admin.client.send("DELETE", `/api/workspaces/${fresh.workspace.slug}/members/${fresh.memberships.member.id}/`)).status).toBe(204);
    expect(await memberOnB.waitFor("scope.revoked")).toEqual({ workspace_slug: fresh.workspace.slug, project_id: fresh.project.id, reason: "access_lost" });
    expect(Date.now() - started).toBeLessThan(1000);
    const made = await fresh.admin.client.send("POST", `/api/workspaces/${fresh.workspace.slug}/projects/${fresh.project.id}/issues/`, { name: "Not for them" });
    expect(made.status).toBe(201);
    await memberOnB.expectNone("work_item.created", () => true, 300);
  });

  it("an event that follows a removal on A does not reach the removed member's socket on B", async () => {
    const fresh = await extrasCast(a.db, a.baseUrl);
    const memberOnB = await onB(fresh.member);
    const adminOnA = await onA(fresh.admin);
    const scope = { workspace_slug: fresh.workspace.slug, project_id: fresh.project.id };
    for (const socket of [memberOnB, adminOnA]) await socket.mustSubscribe(scope);
    const membership = fresh.memberships.member;
    await a.db("workspace_members").where("id", membership.id).update({ is_active: false });
    const about = { workspace_id: fresh.workspace.id, actor_id: fresh.admin.user.id, version: 0, mutation_id: null };
    // One batch: the fan-out emits the second only after the first's recheck, here and on B.
    a.server.services.events.publish([
      { ...about, name: "workspace_member.deleted", id: membership.id, project_id: null, data: { id: membership.id, workspace: fresh.workspace.id }, audience: { kind: "workspace", workspace_id: fresh.workspace.id } } as DomainEvent,
      { ...about, name: "work_item.created", id: randomUUID(), project_id: fresh.project.id, data: {}, audience: { kind: "project", workspace_id: fresh.workspace.id, project_id: fresh.project.id } } as DomainEvent,
    ]);
    await adminOnA.waitFor("work_item.created");
    await memberOnB.waitFor("scope.revoked");
    await memberOnB.expectNone("work_item.created", () => true, 100);
  });

  it("signing out through A ends that session's socket on B", async () => {
    const fresh = await extrasCast(a.db, a.baseUrl);
    const socket = await onB(fresh.member);
    const ended = socket.disconnected();
    expect((await fresh.member.client.form("/auth/sign-out/", {})).status).toBe(302);
    expect(await ended).toBe("io server disconnect");
    expect(socket.named("session.ended")).toEqual([{ reason: "signed_out" }]);
  });

  it("an event for one person published on A reaches their sockets on B (the bell), nobody else's", async () => {
    const memberOnB = await onB(cast.member);
    const guestOnB = await onB(cast.guest);
    const counts = { total_unread_notifications_count: 3, mention_unread_notifications_count: 1, workspace: cast.workspace.id };
    a.server.services.events.publish([
      { name: "notification_counts.updated", id: cast.workspace.id, workspace_id: cast.workspace.id, project_id: null, actor_id: cast.admin.user.id, version: 1, mutation_id: null, data: counts, audience: { kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id] } } as DomainEvent,
    ]);
    expect((await memberOnB.waitFor("notification_counts.updated")).data).toEqual(counts);
    await guestOnB.expectNone("notification_counts.updated", () => true, 200);
  });

  it("presence counts the viewers on both processes", async () => {
    const item = await buildWorkItem(a.db, cast.project);
    const adminOnA = await onA(cast.admin);
    const memberOnB = await onB(cast.member);
    expect(await adminOnA.socket.timeout(3000).emitWithAck("presence.join", { work_item_id: item.id })).toEqual({ ok: true });
    expect(await memberOnB.socket.timeout(3000).emitWithAck("presence.join", { work_item_id: item.id })).toEqual({ ok: true });
    const event = await adminOnA.waitFor("presence.updated", (payload) => payload.viewers.length === 2);
    expect(event.viewers.map((viewer: { id: string }) => viewer.id).sort()).toEqual([cast.admin.user.id, cast.member.user.id].sort());
  });
});
