import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PROJECT_NETWORK } from "../../api/contract/projectRoles.js";
import { ROLE } from "../../api/contract/roles.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { hubOf } from "../../realtime/hub/hub.js";
import { STRONG_PASSWORD } from "../helpers/factories.js";
import { addProjectMember, buildProject } from "../helpers/projects.js";
import { closeSockets, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { signedInUser, type SignedInUser } from "../helpers/workspaces.js";
import { TestClient } from "../helpers/client.js";

/** Access changes bite within a second: the affected sockets leave the rooms they may no longer hear. */

let t: TestServer;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterEach(() => closeSockets(opened));
afterAll(() => t.close());

const socketOf = (who: { client: TestClient }) => connectTracked(opened, t.baseUrl, who.client);

/** A fresh cast per test: the changes below take people out of it. */
async function freshCast(): Promise<ExtrasCast> {
  return extrasCast(t.db, t.baseUrl);
}

const base = (cast: ExtrasCast) => `/api/workspaces/${cast.workspace.slug}`;
const workItems = (cast: ExtrasCast, projectId = cast.project.id) => `${base(cast)}/projects/${projectId}/issues/`;

/** Creates a work item as the admin and waits until the admin's socket heard it: later silence elsewhere means something. */
async function createHeard(cast: ExtrasCast, witness: TestSocket, projectId = cast.project.id): Promise<string> {
  const res = await cast.admin.client.send("POST", workItems(cast, projectId), { name: "After the change" });
  expect(res.status).toBe(201);
  await witness.waitFor("work_item.created", (payload) => payload.id === res.body.id);
  return res.body.id as string;
}

async function listening(cast: ExtrasCast, who: SignedInUser, project = true): Promise<TestSocket> {
  const socket = await socketOf(who);
  await socket.mustSubscribe({ workspace_slug: cast.workspace.slug });
  if (project) await socket.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id });
  return socket;
}

describe("a removed or demoted member", () => {
  it("removed from the workspace: loses every scope within a second, hears nothing after, and cannot subscribe again", async () => {
    const cast = await freshCast();
    const admin = await listening(cast, cast.admin);
    const member = await listening(cast, cast.member);
    const started = Date.now();
    expect((await cast.admin.client.send("DELETE", `${base(cast)}/members/${cast.memberships.member.id}/`)).status).toBe(204);
    await member.waitFor("scope.revoked", (event) => event.project_id === undefined);
    await member.waitFor("scope.revoked", (event) => event.project_id === cast.project.id);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(member.named("scope.revoked")).toEqual(
      expect.arrayContaining([
        { workspace_slug: cast.workspace.slug, reason: "access_lost" },
        { workspace_slug: cast.workspace.slug, project_id: cast.project.id, reason: "access_lost" },
      ]),
    );
    const id = await createHeard(cast, admin);
    await member.expectNone("work_item.created", (payload) => payload.id === id, 50);
    // Reconnecting changes nothing: there is no connection-state recovery, and the policies say no.
    member.close();
    const again = await socketOf(cast.member);
    expect((await again.subscribe({ workspace_slug: cast.workspace.slug })).ok).toBe(false);
    expect((await again.subscribe({ workspace_slug: cast.workspace.slug, project_id: cast.project.id })).ok).toBe(false);
    const next = await createHeard(cast, admin);
    await again.expectNone("work_item.created", (payload) => payload.id === next, 50);
  });

  it("removed from the project: loses the project and the presence of its items, keeps the workspace", async () => {
    const cast = await freshCast();
    const admin = await listening(cast, cast.admin);
    const guest = await listening(cast, cast.guest);
    const viewed = await buildWorkItem(t.db, cast.project);
    for (const socket of [guest, admin]) expect(await socket.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: viewed.id })).toEqual({ ok: true });
    await admin.waitFor("presence.updated", (event) => event.viewers.length === 2);
    const membership = await ProjectMember.query(t.db).where({ project_id: cast.project.id, member_id: cast.guest.user.id }).first();
    expect((await cast.admin.client.send("DELETE", `${base(cast)}/projects/${cast.project.id}/members/${membership?.id}/`)).status).toBe(204);
    expect(await guest.waitFor("scope.revoked")).toEqual({ workspace_slug: cast.workspace.slug, project_id: cast.project.id, reason: "access_lost" });
    const viewers = await admin.waitFor("presence.updated", (event) => event.viewers.length === 1);
    expect(viewers.viewers.map((viewer: { id: string }) => viewer.id)).toEqual([cast.admin.user.id]);
    const id = await createHeard(cast, admin);
    await guest.expectNone("work_item.created", (payload) => payload.id === id, 50);
    // The workspace still reaches them.
    expect((await cast.admin.client.send("PATCH", `${base(cast)}/`, { name: "Renamed" })).status).toBe(200);
    await guest.waitFor("workspace.updated");
    expect(guest.named("scope.revoked")).toHaveLength(1);
  });

  it("removed from the project: every tab of theirs loses it, from one answer of the policies", async () => {
    const cast = await freshCast();
    const tabs = [await listening(cast, cast.guest), await listening(cast, cast.guest)];
    const membership = await ProjectMember.query(t.db).where({ project_id: cast.project.id, member_id: cast.guest.user.id }).first();
    expect((await cast.admin.client.send("DELETE", `${base(cast)}/projects/${cast.project.id}/members/${membership?.id}/`)).status).toBe(204);
    for (const tab of tabs) expect(await tab.waitFor("scope.revoked")).toEqual({ workspace_slug: cast.workspace.slug, project_id: cast.project.id, reason: "access_lost" });
    const server = hubOf(t.server.http)?.of("/");
    for (const tab of tabs) expect(server?.sockets.get(tab.socket.id ?? "")?.rooms.has(`project:${cast.project.id}`)).toBe(false);
  });

  it("lowered from Member to Guest in the workspace: stops hearing the workspace's public projects", async () => {
    const cast = await freshCast();
    const admin = await listening(cast, cast.admin, false);
    const outsider = await socketOf(cast.outsider);
    await outsider.mustSubscribe({ workspace_slug: cast.workspace.slug });
    const outsiderMembership = await t.db("workspace_members").where({ workspace_id: cast.workspace.id, member_id: cast.outsider.user.id }).first("id");
    const renamed = async (name: string) => {
      expect((await cast.admin.client.send("PATCH", `${base(cast)}/projects/${cast.otherProject.id}/`, { name })).status).toBe(200);
      await admin.waitFor("project.updated", (event) => event.data.name === name);
    };
    await renamed("Seen by members");
    await outsider.waitFor("project.updated", (event) => event.data.name === "Seen by members");
    expect((await cast.admin.client.send("PATCH", `${base(cast)}/members/${outsiderMembership.id}/`, { role: ROLE.GUEST })).status).toBe(200);
    await outsider.waitFor("workspace_member.updated");
    await renamed("Not for guests");
    await outsider.expectNone("project.updated", (event) => event.data.name === "Not for guests", 50);
    expect(outsider.named("scope.revoked")).toEqual([]);
    // Reconnected, they are let in as the guest they now are.
    outsider.close();
    const again = await socketOf(cast.outsider);
    await again.mustSubscribe({ workspace_slug: cast.workspace.slug });
    await renamed("Still not for guests");
    await again.expectNone("project.updated", () => true, 50);
  });
});

describe("a guest", () => {
  it("hears nothing of a project they were not added to, public or private", async () => {
    const cast = await freshCast();
    const admin = await socketOf(cast.admin);
    await admin.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: cast.otherProject.id });
    const guest = await listening(cast, cast.guest);
    const member = await socketOf(cast.member);
    await member.mustSubscribe({ workspace_slug: cast.workspace.slug });
    const id = await createHeard(cast, admin, cast.otherProject.id);
    expect((await cast.admin.client.send("PATCH", `${workItems(cast, cast.otherProject.id)}${id}/`, { priority: "high" })).status).toBe(200);
    await admin.waitFor("work_item.updated", (payload) => payload.id === id);
    const made = await cast.admin.client.send("POST", `${base(cast)}/projects/`, { name: "Private one", identifier: "PRIV", network: PROJECT_NETWORK.PRIVATE });
    expect(made.status).toBe(201);
    await admin.waitFor("project.created", (payload) => payload.id === made.body.id);
    await guest.expectNone("work_item.created", (payload) => payload.id === id, 50);
    await guest.expectNone("work_item.updated", (payload) => payload.id === id, 0);
    await guest.expectNone("project.created", () => true, 0);
    // A member outside the private project does not hear it made either.
    await member.expectNone("project.created", (payload) => payload.id === made.body.id, 0);
  });
});

describe("a project or workspace that changes", () => {
  it("made private: members outside it hear that, and nothing of it afterwards", async () => {
    const cast = await freshCast();
    const admin = await listening(cast, cast.admin);
    const outsider = await socketOf(cast.outsider);
    await outsider.mustSubscribe({ workspace_slug: cast.workspace.slug });
    const member = await listening(cast, cast.member);
    expect((await cast.admin.client.send("PATCH", `${base(cast)}/projects/${cast.project.id}/`, { network: PROJECT_NETWORK.PRIVATE })).status).toBe(200);
    expect(await outsider.waitFor("project.updated")).toMatchObject({ id: cast.project.id, data: { network: PROJECT_NETWORK.PRIVATE } });
    expect((await cast.admin.client.send("PATCH", `${base(cast)}/projects/${cast.project.id}/`, { name: "Quiet now" })).status).toBe(200);
    await admin.waitFor("project.updated", (event) => event.data.name === "Quiet now");
    await member.waitFor("project.updated", (event) => event.data.name === "Quiet now");
    await outsider.expectNone("project.updated", (event) => event.data.name === "Quiet now", 50);
    // Its members keep reading it.
    expect(member.named("scope.revoked")).toEqual([]);
  });

  it("archived: a member who had one of its items open, without the project's scope, leaves that presence", async () => {
    const cast = await freshCast();
    const viewed = await buildWorkItem(t.db, cast.project);
    const member = await socketOf(cast.member);
    expect(await member.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: viewed.id })).toEqual({ ok: true });
    const present = () => hubOf(t.server.http)?.of("/").sockets.get(member.socket.id ?? "")?.rooms.has(`work_item:${viewed.id}`);
    expect(present()).toBe(true);
    expect((await cast.admin.client.send("POST", `${base(cast)}/projects/${cast.project.id}/archive/`)).status).toBe(200);
    await vi.waitFor(() => expect(present()).toBe(false), { timeout: 1000 });
  });

  it("archived or deleted: everyone who had it open loses it", async () => {
    const cast = await freshCast();
    const second = await buildProject(t.db, cast.workspace, cast.admin.user);
    await addProjectMember(t.db, second, cast.member.user, ROLE.MEMBER);
    const member = await listening(cast, cast.member);
    await member.mustSubscribe({ workspace_slug: cast.workspace.slug, project_id: second.id });
    expect((await cast.admin.client.send("POST", `${base(cast)}/projects/${cast.project.id}/archive/`)).status).toBe(200);
    expect(await member.waitFor("scope.revoked", (event) => event.project_id === cast.project.id)).toMatchObject({ reason: "deleted" });
    expect((await cast.admin.client.send("DELETE", `${base(cast)}/projects/${second.id}/`)).status).toBe(204);
    expect(await member.waitFor("scope.revoked", (event) => event.project_id === second.id)).toMatchObject({ reason: "deleted" });
    expect(member.named("scope.revoked")).toHaveLength(2);
  });

  it("a deleted workspace takes every scope in it", async () => {
    const cast = await freshCast();
    const member = await listening(cast, cast.member);
    expect((await cast.admin.client.send("DELETE", `${base(cast)}/`)).status).toBe(204);
    await member.waitFor("workspace.deleted");
    await member.waitFor("scope.revoked", (event) => event.project_id === cast.project.id);
    expect(member.named("scope.revoked").map((event) => event.reason)).toEqual(["deleted", "deleted"]);
  });
});

describe("a session that ends", () => {
  it("signing out ends that session's sockets with session.ended, and only those", async () => {
    const alice = await signedInUser(t.db, t.baseUrl);
    const otherBrowser = new TestClient(t.baseUrl);
    expect((await otherBrowser.form("/auth/sign-in/", { email: alice.user.email, password: STRONG_PASSWORD })).status).toBe(302);
    const first = await socketOf(alice);
    const second = await socketOf({ client: otherBrowser });
    const ended = first.disconnected();
    const started = Date.now();
    expect((await alice.client.form("/auth/sign-out/", {})).status).toBe(302);
    expect(await ended).toBe("io server disconnect");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first.named("session.ended")).toEqual([{ reason: "signed_out" }]);
    await second.expectNone("session.ended", () => true, 200);
    expect(second.socket.connected).toBe(true);
  });

  it("a session past its expiry ends its sockets, saying so, when the session is next asked about", async () => {
    const carol = await signedInUser(t.db, t.baseUrl);
    const socket = await socketOf(carol);
    const ended = socket.disconnected();
    await t.db("sessions").where("user_id", carol.user.id).update({ expires_at: new Date(Date.now() - 1000) });
    // Any change to the person is announced (auth_changed) and has their sockets' sessions asked again.
    await t.db("users").where("id", carol.user.id).update({ first_name: "Carol" });
    expect(await ended).toBe("io server disconnect");
    expect(socket.named("session.ended")).toEqual([{ reason: "session_expired" }]);
  });

  it("after a gap in the change feed, asks about every socket's session again and ends the expired ones only", async () => {
    const carol = await signedInUser(t.db, t.baseUrl);
    const dave = await signedInUser(t.db, t.baseUrl);
    const expired = [await socketOf(carol), await socketOf(carol)];
    const kept = await socketOf(dave);
    const ended = expired.map((socket) => socket.disconnected());
    // Expiry announces nothing: only the sweep, or a gap's recheck of everyone, finds it.
    await t.db("sessions").where("user_id", carol.user.id).update({ expires_at: new Date(Date.now() - 1000) });
    t.server.services.sessionCache.clear();
    expect(await Promise.all(ended)).toEqual(["io server disconnect", "io server disconnect"]);
    for (const socket of expired) expect(socket.named("session.ended")).toEqual([{ reason: "session_expired" }]);
    await kept.expectNone("session.ended", () => true, 100);
    expect(kept.socket.connected).toBe(true);
  });

  it("changing the password ends every socket of the person, saying why", async () => {
    const bob = await signedInUser(t.db, t.baseUrl);
    const sockets = [await socketOf(bob), await socketOf(bob)];
    const ended = sockets.map((socket) => socket.disconnected());
    const res = await bob.client.send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: "Another-Granite-Trail-77!" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await Promise.all(ended)).toEqual(["io server disconnect", "io server disconnect"]);
    for (const socket of sockets) expect(socket.named("session.ended")).toEqual([{ reason: "password_changed" }]);
  });
});
