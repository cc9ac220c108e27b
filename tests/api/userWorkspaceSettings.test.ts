import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { recordEvents } from "../helpers/events.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, signedInUser } from "../helpers/workspaces.js";
import { buildUser } from "../helpers/factories.js";

const PROFILE = "/api/users/me/profile/";
const SETTINGS = "/api/users/me/settings/";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
});
afterAll(() => t.close());

const lastWorkspaceOf = async (userId: string) => (await Profile.query(t.db).where("user_id", userId).first())?.last_workspace_id;

describe("the workspace '/' opens", () => {
  it("can be set to a workspace the user belongs to, and settings name it with the fallback", async () => {
    const me = await signedInUser(t.db, t.baseUrl);
    const first = await buildWorkspace(t.db, me.user);
    const second = await buildWorkspace(t.db, me.user);
    const events = recordEvents(t.server.services.events);
    const res = await me.client.send("PATCH", PROFILE, { last_workspace_id: second.id });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.last_workspace_id).toBe(second.id);
    expect(events.seen.map((event) => [event.name, event.data])).toEqual([["user.updated", { last_workspace_id: second.id, updated_at: res.body.updated_at }]]);
    expect(events.seen[0]?.audience).toEqual({ kind: "users", workspace_id: null, user_ids: [me.user.id] });
    const settings = await me.client.get(SETTINGS);
    expect(settings.body.workspace).toEqual({
      last_workspace_id: second.id,
      last_workspace_slug: second.slug,
      fallback_workspace_id: first.id,
      fallback_workspace_slug: first.slug,
      invites: 0,
    });
  });

  it.each([
    ["another workspace's id", async () => (await buildWorkspace(t.db, await buildUser(t.db))).id],
    ["an unknown id", async () => "00000000-0000-0000-0000-000000000000"],
  ])("refuses %s with 404 and changes nothing", async (_label, idOf) => {
    const me = await signedInUser(t.db, t.baseUrl);
    const mine = await buildWorkspace(t.db, me.user);
    await me.client.send("PATCH", PROFILE, { last_workspace_id: mine.id });
    const res = await me.client.send("PATCH", PROFILE, { language: "de", last_workspace_id: await idOf() });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Workspace not found");
    expect(await lastWorkspaceOf(me.user.id)).toBe(mine.id);
    expect((await Profile.query(t.db).where("user_id", me.user.id).first())?.language).toBe("en");
  });

  it("refuses a workspace the user has left (inactive membership)", async () => {
    const me = await signedInUser(t.db, t.baseUrl);
    const left = await buildWorkspace(t.db, await buildUser(t.db));
    await addMember(t.db, left, me.user, ROLE.MEMBER, false);
    expect((await me.client.send("PATCH", PROFILE, { last_workspace_id: left.id })).status).toBe(404);
  });

  it("finishing onboarding opens the first workspace joined when none is set", async () => {
    const me = await signedInUser(t.db, t.baseUrl);
    const joined = await buildWorkspace(t.db, await buildUser(t.db));
    await addMember(t.db, joined, me.user, ROLE.MEMBER);
    expect(await lastWorkspaceOf(me.user.id)).toBeNull();
    const res = await me.client.send("PATCH", "/api/users/me/onboard/", { is_onboarded: true });
    expect(res.status).toBe(200);
    expect(res.body.last_workspace_id).toBe(joined.id);
  });

  it("counts the open invitations addressed to the user", async () => {
    const me = await signedInUser(t.db, t.baseUrl);
    const inviter = await buildUser(t.db);
    for (const role of [ROLE.MEMBER, ROLE.GUEST]) {
      const workspace = await buildWorkspace(t.db, inviter);
      await WorkspaceInvitation.query(t.db).insert({ workspace_id: workspace.id, email: me.user.email, role, token_hash: "x", invited_by_id: inviter.id });
    }
    expect((await me.client.get(SETTINGS)).body.workspace.invites).toBe(2);
  });
});
