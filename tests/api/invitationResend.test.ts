import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_RESEND_LIMIT } from "../../api/contract/limits.js";
import { ROLE } from "../../api/contract/roles.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient, type TestResponse } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { signedUpClient, uniqueEmail } from "../helpers/factories.js";
import type { ReceivedMail } from "../helpers/smtp.js";
import { startMailTestServer, startTestServer, type MailTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace } from "../helpers/workspaces.js";

interface Person {
  client: TestClient;
  email: string;
  user: User;
}

async function person(server: TestServer, email = uniqueEmail()): Promise<Person> {
  const { client } = await signedUpClient(server.baseUrl, email);
  const user = await User.query(server.db).where("email", email).first();
  if (!user) throw new Error("the signed-up user is missing");
  return { client, email, user };
}

const base = (slug: string) => `/api/workspaces/${slug}/invitations/`;
const resendPath = (slug: string, id: string) => `${base(slug)}${id}/resend/`;
const joinPath = (slug: string, id: string) => `${base(slug)}${id}/join/`;

/** An admin, their workspace and one open invitation to a fresh address. */
async function invitation(server: TestServer): Promise<{ admin: Person; workspace: Workspace; id: string; email: string; created: TestResponse }> {
  const admin = await person(server);
  const workspace = await buildWorkspace(server.db, admin.user, { name: "Resend Co" });
  const email = uniqueEmail("invitee");
  const created = await admin.client.send("POST", base(workspace.slug), { emails: [{ email, role: ROLE.MEMBER }] });
  if (created.status !== 201) throw new Error(`invite failed: ${created.status}`);
  return { admin, workspace, id: created.body.invitations[0].id as string, email, created };
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token");

function linkIn(mail: ReceivedMail): string {
  const href = /(https?:\/\/\S+\/workspace-invitations\/\S+)/.exec(mail.text)?.[1];
  if (!href) throw new Error(`no invitation link in mail: ${mail.text}`);
  return href;
}

/** POST /api/workspaces/:slug/invitations/:id/resend/: a new link for an open invitation, mailed or handed over. */
describe("resending an invitation without a mail server", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ setUp: true });
  });
  afterAll(() => bare.close());

  it("hands the admin a new link, and only the new link admits the invitee", async () => {
    const { admin, workspace, id, email, created } = await invitation(bare);
    const first = created.body.links[0].link as string;
    const res = await admin.client.send("POST", resendPath(workspace.slug, id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invitation: { id, email, role: ROLE.MEMBER }, emailed: false, links: [{ email, link: expect.stringContaining("token=") }] });
    const second = res.body.links[0].link as string;
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect(JSON.stringify(res.body.invitation)).not.toMatch(/token/i);

    const invitee = await person(bare, email);
    const stale = await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, email, token: tokenOf(first) });
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect(stale.status).toBeLessThan(500);
    const joined = await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, email, token: tokenOf(second) });
    expect(joined.status).toBe(200);
    expect(await WorkspaceMember.query(bare.db).where({ workspace_id: workspace.id, member_id: invitee.user.id }).resultSize()).toBe(1);

    // Answered, the invitation takes no new link.
    const again = await admin.client.send("POST", resendPath(workspace.slug, id));
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/already been used/);
  });

  it("announces the new link to the workspace admins, without its token", async () => {
    const { admin, workspace, id, email } = await invitation(bare);
    const events = recordEvents(bare.server.services.events);
    const res = await admin.client.send("POST", resendPath(workspace.slug, id));
    events.stop();
    expect(res.status).toBe(200);
    expect(events.seen.map((event) => [event.name, event.data])).toEqual([["workspace_invitation.resent", { id, email, workspace: workspace.id }]]);
    expect(events.seen[0]).toMatchObject({ workspace_id: workspace.id, actor_id: admin.user.id, audience: { kind: "users", workspace_id: workspace.id, user_ids: [admin.user.id] } });
    expect(JSON.stringify(events.seen)).not.toContain(tokenOf(res.body.links[0].link as string));
  });

  it("answers 401 signed out, 404 to strangers and for unknown or other workspaces' invitations, 403 to members, 400 to a bad id", async () => {
    const { workspace, id } = await invitation(bare);
    expect((await new TestClient(bare.baseUrl).send("POST", resendPath(workspace.slug, id))).status).toBe(401);
    const stranger = await person(bare);
    expect((await stranger.client.send("POST", resendPath(workspace.slug, id))).status).toBe(404);
    const member = await person(bare);
    await addMember(bare.db, workspace, member.user, ROLE.MEMBER);
    expect((await member.client.send("POST", resendPath(workspace.slug, id))).status).toBe(403);

    const other = await invitation(bare);
    expect((await other.admin.client.send("POST", resendPath(other.workspace.slug, id))).status).toBe(404);
    expect((await other.admin.client.send("POST", resendPath(other.workspace.slug, randomUUID()))).status).toBe(404);
    const bad = await other.admin.client.send("POST", resendPath(other.workspace.slug, "not-a-uuid"));
    expect(bad.status).toBe(400);
  });

  it(`gives at most ${INVITATION_RESEND_LIMIT.points} new links an hour for one invitation, then 429 with code 5900`, async () => {
    const { admin, workspace, id } = await invitation(bare);
    for (let index = 0; index < INVITATION_RESEND_LIMIT.points; index += 1) {
      expect((await admin.client.send("POST", resendPath(workspace.slug, id))).status).toBe(200);
    }
    const limited = await admin.client.send("POST", resendPath(workspace.slug, id));
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe(5900);
    // Another invitation has its own allowance.
    const other = await admin.client.send("POST", base(workspace.slug), { emails: [{ email: uniqueEmail(), role: ROLE.GUEST }] });
    expect((await admin.client.send("POST", resendPath(workspace.slug, other.body.invitations[0].id as string))).status).toBe(200);
  });
});

describe("resending an invitation with a mail server", () => {
  let t: MailTestServer;
  beforeAll(async () => {
    t = await startMailTestServer({ setUp: true });
  });
  afterAll(() => t.close());

  it("mails a new link and keeps it out of the answer", async () => {
    const { admin, workspace, id, email } = await invitation(t);
    const firstLink = linkIn(await t.smtp.nextMailTo(email));
    const res = await admin.client.send("POST", resendPath(workspace.slug, id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invitation: { id, email }, emailed: true, links: [] });
    const secondLink = linkIn(await t.smtp.nextMailTo(email));
    expect(tokenOf(secondLink)).not.toBe(tokenOf(firstLink));
    expect(JSON.stringify(res.body)).not.toContain(tokenOf(secondLink));
  });
});
