import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Issue } from "../../db/models/Issue.js";
import { SCOPE_ERRORS } from "../../realtime/hub/scopes/scopeSchema.js";
import type { TestClient } from "../helpers/client.js";
import { closeSockets, connectTracked, type TestSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { buildWorkItem } from "../helpers/workItems.js";
import { extrasCast, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
let item: Issue;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await extrasCast(t.db, t.baseUrl);
});
afterEach(() => closeSockets(opened));
afterAll(() => t.close());

const socketOf = (who: { client: TestClient }) => connectTracked(opened, t.baseUrl, who.client);

const join = (socket: TestSocket, workItemId: string) => socket.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: workItemId });
const viewerIds = (event: { viewers: { id: string }[] }) => event.viewers.map((viewer) => viewer.id).sort();

describe("presence", () => {
  it("tells everyone with the item open who else has it open, each person once, on join, leave and disconnect", async () => {
    item = await buildWorkItem(t.db, cast.project);
    const admin = await socketOf(cast.admin);
    const adminTab = await socketOf(cast.admin);
    const guest = await socketOf(cast.guest);
    const both = [cast.admin.user.id, cast.guest.user.id].sort();
    const sameAs = (ids: string[]) => (event: { work_item_id: string; viewers: { id: string }[] }) => event.work_item_id === item.id && JSON.stringify(viewerIds(event)) === JSON.stringify(ids);

    expect(await join(admin, item.id)).toEqual({ ok: true });
    await admin.waitFor("presence.updated", sameAs([cast.admin.user.id]));
    expect(await join(guest, item.id)).toEqual({ ok: true });
    const seen = await admin.waitFor("presence.updated", sameAs(both));
    expect(seen.viewers.find((viewer: { id: string }) => viewer.id === cast.guest.user.id)).toEqual({ id: cast.guest.user.id, display_name: cast.guest.user.display_name, avatar_url: null });
    await guest.waitFor("presence.updated", sameAs(both));
    // A second tab of the same person lists them once.
    expect(await join(adminTab, item.id)).toEqual({ ok: true });
    await adminTab.waitFor("presence.updated", sameAs(both));

    guest.socket.emit("presence.leave", { work_item_id: item.id });
    await admin.waitFor("presence.updated", sameAs([cast.admin.user.id]));
    // Closing one of two tabs leaves the person listed.
    adminTab.close();
    await admin.expectNone("presence.updated", (event) => event.viewers.length === 0, 200);
  });

  it("tells the others when a viewer's connection drops", async () => {
    const other = await buildWorkItem(t.db, cast.project);
    const member = await socketOf(cast.member);
    const admin = await socketOf(cast.admin);
    await join(member, other.id);
    await join(admin, other.id);
    await member.waitFor("presence.updated", (event) => event.viewers.length === 2);
    admin.close();
    expect(viewerIds(await member.waitFor("presence.updated", (event) => event.viewers.length === 1))).toEqual([cast.member.user.id]);
  });

  it("puts viewers who name the item in upper and lower case in one presence", async () => {
    const shared = await buildWorkItem(t.db, cast.project);
    const member = await socketOf(cast.member);
    const admin = await socketOf(cast.admin);
    expect(await join(member, shared.id.toUpperCase())).toEqual({ ok: true });
    expect(await join(admin, shared.id)).toEqual({ ok: true });
    const both = await member.waitFor("presence.updated", (event) => event.viewers.length === 2);
    expect(both.work_item_id).toBe(shared.id);
    expect(viewerIds(both)).toEqual([cast.admin.user.id, cast.member.user.id].sort());
  });

  it("lists a viewer under the name they change to while connected", async () => {
    const shared = await buildWorkItem(t.db, cast.project);
    const member = await socketOf(cast.member);
    const admin = await socketOf(cast.admin);
    expect(await join(member, shared.id)).toEqual({ ok: true });
    const renamed = `Renamed ${randomUUID().slice(0, 8)}`;
    expect((await cast.member.client.send("PATCH", "/api/users/me/", { display_name: renamed })).status).toBe(200);
    const listsRenamed = (event: { work_item_id: string; viewers: { id: string; display_name: string }[] }) =>
      event.work_item_id === shared.id && event.viewers.some((viewer) => viewer.id === cast.member.user.id && viewer.display_name === renamed);
    // The hub hears the change through the session cache and takes the member's name again; the admin's
    // next arrival tells the viewers as they are then.
    await expect
      .poll(
        async () => {
          admin.socket.emit("presence.leave", { work_item_id: shared.id });
          await join(admin, shared.id);
          return admin.named("presence.updated").some(listsRenamed);
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
  });

  it("refuses an item the user may not read, a made-up one and a malformed request", async () => {
    const privateItem = await buildWorkItem(t.db, cast.otherProject);
    const foreign = await buildWorkItem(t.db, cast.foreignProject);
    const guest = await socketOf(cast.guest);
    const stranger = await socketOf(cast.stranger);
    const notFound = { ok: false, error: SCOPE_ERRORS.notFound };
    expect(await join(guest, privateItem.id)).toEqual(notFound);
    expect(await join(stranger, foreign.id)).toEqual(notFound);
    expect(await join(guest, randomUUID())).toEqual(notFound);
    expect(await guest.socket.timeout(2000).emitWithAck("presence.join", { work_item_id: "nope" } as never)).toEqual({ ok: false, error: SCOPE_ERRORS.malformed });
    await guest.expectNone("presence.updated", () => true, 100);
  });
});
