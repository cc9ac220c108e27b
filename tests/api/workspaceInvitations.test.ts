import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../api/auth/tokens.js";
import type { Audience } from "../../api/contract/events.js";
import { ROLE } from "../../api/contract/roles.js";
import { Profile } from "../../db/models/Profile.js";
import { User } from "../../db/models/User.js";
import type { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient, type TestResponse } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { signedUpClient, uniqueEmail } from "../helpers/factories.js";
import { codeIn, magicCodeClient } from "../helpers/magicCode.js";
import { unreachableSmtpUrl, type ReceivedMail } from "../helpers/smtp.js";
import { startMailTestServer, startTestServer, type MailTestServer, type TestServer } from "../helpers/testServer.js";
import { addMember, buildWorkspace, uniqueSlug } from "../helpers/workspaces.js";

let t: MailTestServer;
beforeAll(async () => {
  t = await startMailTestServer({ setUp: true });
});
afterAll(() => t.close());

interface Person {
  client: TestClient;
  email: string;
  user: User;
}

/**
 * Someone signed up with a password. Unless the test is about unverified accounts, the address is marked
 * verified, as a magic-code account's is (emailVerification.test.ts covers getting there by code).
 */
async function person(server: TestServer = t, email = uniqueEmail(), verified = true): Promise<Person> {
  const { client } = await signedUpClient(server.baseUrl, email);
  if (verified) await User.query(server.db).patch({ is_email_verified: true }).where("email", email);
  const user = await User.query(server.db).where("email", email).first();
  if (!user) throw new Error("the signed-up user is missing");
  return { client, email, user };
}

/** A workspace of the test's own, with `admin` as its Admin; the name needs escaping in HTML mail. */
function workspaceOf(admin: Person, server: TestServer = t): Promise<Workspace> {
  return buildWorkspace(server.db, admin.user, { name: `Acme <${uniqueSlug()}>` });
}

async function join(workspace: Workspace, someone: Person, role: number, isActive = true): Promise<void> {
  await addMember(t.db, workspace, someone.user, role, isActive);
}

/** An admin with a workspace of their own. */
async function adminWithWorkspace(): Promise<{ admin: Person; workspace: Workspace }> {
  const admin = await person();
  return { admin, workspace: await workspaceOf(admin) };
}

const base = (slug: string) => `/api/workspaces/${slug}/invitations/`;
const one = (slug: string, id: string) => `${base(slug)}${id}/`;
const joinPath = (slug: string, id: string) => `${one(slug, id)}join/`;
const MINE = "/api/users/me/workspaces/invitations/";

function invite(client: TestClient, slug: string, emails: { email: string; role?: number }[]): Promise<TestResponse> {
  return client.send("POST", base(slug), { emails });
}

/** The link of an invitation mail, read from its plain-text part as a person would. */
function linkIn(mail: ReceivedMail): URL {
  const href = /(https?:\/\/\S+\/workspace-invitations\/\S+)/.exec(mail.text)?.[1];
  if (!href) throw new Error(`no invitation link in mail: ${mail.text}`);
  return new URL(href);
}

/** Invites `email` and returns the invitation id and the token from the mail that arrived. */
async function invited(admin: Person, workspace: Workspace, email: string, role: number = ROLE.MEMBER): Promise<{ id: string; token: string; link: URL }> {
  const res = await invite(admin.client, workspace.slug, [{ email, role }]);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const link = linkIn(await t.smtp.nextMailTo(email));
  return { id: res.body.invitations[0].id as string, token: link.searchParams.get("token")!, link };
}

async function invitationRow(id: string): Promise<WorkspaceInvitation | undefined> {
  return WorkspaceInvitation.query(t.db).findById(id);
}

async function membershipOf(workspace: Workspace, user: User): Promise<WorkspaceMember | undefined> {
  return WorkspaceMember.query(t.db).where({ workspace_id: workspace.id, member_id: user.id }).first();
}

/** No response body may carry an invitation token or its hash. */
function expectNoSecrets(res: TestResponse, ...tokens: string[]): void {
  const serialized = JSON.stringify(res.body);
  expect(serialized).not.toMatch(/token/i);
  for (const token of tokens) {
    expect(serialized).not.toContain(token);
    expect(serialized).not.toContain(sha256(token));
  }
}

describe("POST /api/workspaces/:slug/invitations/", () => {
  it("answers 401 to an anonymous caller", async () => {
    const { workspace } = await adminWithWorkspace();
    const res = await invite(new TestClient(t.baseUrl), workspace.slug, [{ email: uniqueEmail(), role: 15 }]);
    expect(res.status).toBe(401);
  });

  it("answers 404 to a stranger and to an unknown slug, and invites nobody", async () => {
    const { workspace } = await adminWithWorkspace();
    const stranger = await person();
    for (const slug of [workspace.slug, "no-such-workspace"]) {
      const res = await invite(stranger.client, slug, [{ email: uniqueEmail(), role: 15 }]);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Workspace not found");
    }
    expect(await WorkspaceInvitation.query(t.db).where("workspace_id", workspace.id).resultSize()).toBe(0);
  });

  it("refuses members and guests with 403, before looking at the body: admins invite", async () => {
    const { workspace } = await adminWithWorkspace();
    for (const role of [ROLE.MEMBER, ROLE.GUEST]) {
      const someone = await person();
      await join(workspace, someone, role);
      expect((await invite(someone.client, workspace.slug, [{ email: uniqueEmail(), role: ROLE.GUEST }])).status).toBe(403);
      expect((await someone.client.send("POST", base(workspace.slug), { nonsense: true })).status).toBe(403);
    }
    expect(await WorkspaceInvitation.query(t.db).where("workspace_id", workspace.id).resultSize()).toBe(0);
  });

  it("an admin may invite with the Admin role: nobody is refused a role equal to their own", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const res = await invite(admin.client, workspace.slug, [{ email, role: ROLE.ADMIN }]);
    expect(res.status).toBe(201);
    expect(res.body.invitations[0].role).toBe(ROLE.ADMIN);
    await t.smtp.nextMailTo(email);
  });

  it.each([
    ["no body", undefined],
    ["no emails", { emails: [] }],
    ["too many emails", { emails: Array.from({ length: 101 }, () => ({ email: uniqueEmail(), role: 15 })) }],
    ["a malformed email", { emails: [{ email: "not-an-email", role: 15 }] }],
    ["an unknown role", { emails: [{ email: "a@example.com", role: 10 }] }],
    ["a role as a string", { emails: [{ email: "a@example.com", role: "20" }] }],
    ["an unknown field in an entry", { emails: [{ email: "a@example.com", role: 15, token: "x" }] }],
    ["an unknown top-level field", { emails: [{ email: "a@example.com", role: 15 }], workspace_id: randomUUID() }],
    ["one address twice", { emails: [{ email: "a@example.com", role: 15 }, { email: "A@example.com ", role: 5 }] }],
    ["emails not a list", { emails: "a@example.com" }],
  ])("answers 400 to %s", async (_name, body) => {
    const { admin, workspace } = await adminWithWorkspace();
    const res = await admin.client.send("POST", base(workspace.slug), body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(await WorkspaceInvitation.query(t.db).where("workspace_id", workspace.id).resultSize()).toBe(0);
  });

  it("refuses addresses of active members with 400 naming them, and invites none of the list", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const member = await person();
    await join(workspace, member, ROLE.MEMBER);
    const res = await invite(admin.client, workspace.slug, [
      { email: uniqueEmail(), role: 15 },
      { email: member.email.toUpperCase(), role: 15 },
      { email: admin.email, role: 20 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(member.email);
    expect(res.body.error).toContain(admin.email);
    expect(await WorkspaceInvitation.query(t.db).where("workspace_id", workspace.id).resultSize()).toBe(0);
  });

  it("creates invitations, mails each a working link, and never answers the token", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    const res = await invite(admin.client, workspace.slug, [
      { email: `  ${first.toUpperCase()} `, role: ROLE.MEMBER },
      { email: second, role: ROLE.GUEST },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(true);
    expect(res.body.links).toEqual([]);
    expect(res.body.invitations).toHaveLength(2);
    const [a, b] = res.body.invitations;
    expect(a).toEqual({
      id: expect.any(String),
      email: first,
      role: ROLE.MEMBER,
      accepted: false,
      responded_at: null,
      created_at: expect.any(String),
      invited_by: { id: admin.user.id, display_name: admin.user.display_name },
    });
    expect(b).toMatchObject({ email: second, role: ROLE.GUEST });

    const mail = await t.smtp.nextMailTo(first);
    expect(mail.subject).toContain(workspace.name);
    expect(mail.text).toContain(admin.user.display_name);
    expect(mail.text).toContain("Member");
    expect(mail.html).toContain("Acme &lt;");
    expect(mail.html).not.toContain(workspace.name);
    const link = linkIn(mail);
    expect(link.origin).toBe(t.baseUrl);
    expect(link.pathname).toBe("/workspace-invitations/");
    expect(link.searchParams.get("invitation_id")).toBe(a.id);
    expect(link.searchParams.get("email")).toBe(first);
    expect(link.searchParams.get("slug")).toBe(workspace.slug);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail.html).toContain(`token=${token}`);

    const secondToken = linkIn(await t.smtp.nextMailTo(second)).searchParams.get("token")!;
    expectNoSecrets(res, token, secondToken);
    const row = await invitationRow(a.id);
    expect(row?.token_hash).toBe(sha256(token));
    expect(row?.token_hash).not.toContain(token);

    // The link works: the invitee signs up as that address and joins with it.
    const invitee = await person(t, first);
    const joined = await invitee.client.send("POST", joinPath(workspace.slug, a.id), {
      accepted: true,
      email: link.searchParams.get("email"),
      token,
    });
    expect(joined.status).toBe(200);
    expectNoSecrets(joined, token);
    expect((await membershipOf(workspace, invitee.user))?.role).toBe(ROLE.MEMBER);
  });

  it("re-inviting an open invitation changes its role, mails a new link and retires the old one", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const before = await invited(admin, workspace, email, ROLE.GUEST);
    const again = await invited(admin, workspace, email, ROLE.MEMBER);
    expect(again.id).toBe(before.id);
    expect(again.token).not.toBe(before.token);
    const rows = await WorkspaceInvitation.query(t.db).where({ workspace_id: workspace.id, email });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe(ROLE.MEMBER);

    const invitee = await person(t, email);
    const stale = await invitee.client.send("POST", joinPath(workspace.slug, before.id), { accepted: true, token: before.token });
    expect(stale.status).toBe(400);
    const fresh = await invitee.client.send("POST", joinPath(workspace.slug, again.id), { accepted: true, token: again.token });
    expect(fresh.status).toBe(200);
    expect((await membershipOf(workspace, invitee.user))?.role).toBe(ROLE.MEMBER);
  });

  it("invites a former (inactive) member", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const former = await person();
    await join(workspace, former, ROLE.GUEST, false);
    const { id, token } = await invited(admin, workspace, former.email, ROLE.MEMBER);
    const res = await former.client.send("POST", joinPath(workspace.slug, id), { accepted: true, token });
    expect(res.status).toBe(200);
    expect(await membershipOf(workspace, former.user)).toMatchObject({ is_active: true, role: ROLE.MEMBER });
  });
});

describe("without a mail server", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ setUp: true });
  });
  afterAll(() => bare.close());

  it("still creates the invitation, says it was not emailed, and the invitee finds it in the app", async () => {
    const admin = await person(bare);
    const workspace = await workspaceOf(admin, bare);
    const email = uniqueEmail();
    const res = await invite(admin.client, workspace.slug, [{ email, role: ROLE.MEMBER }]);
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.invitations).toHaveLength(1);

    const invitee = await person(bare, email);
    const mine = await invitee.client.get(MINE);
    expect(mine.status).toBe(200);
    expect(mine.body.map((invitation: { id: string }) => invitation.id)).toEqual([res.body.invitations[0].id]);
    expectNoSecrets(mine);
  });

  it("hands the admin the link to share, which alone admits an account that cannot verify its address", async () => {
    const admin = await person(bare);
    const workspace = await workspaceOf(admin, bare);
    const email = uniqueEmail();
    const res = await invite(admin.client, workspace.slug, [{ email, role: ROLE.ADMIN }]);
    expect(res.body.links).toEqual([{ email, link: expect.stringContaining(`${bare.baseUrl}/workspace-invitations/?`) }]);
    const link = new URL(res.body.links[0].link as string);
    const id = res.body.invitations[0].id as string;
    expect(link.searchParams.get("invitation_id")).toBe(id);

    const invitee = await person(bare, email, false);
    expect((await invitee.client.send("POST", MINE, { invitations: [id] })).status).toBe(403);
    const joined = await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, email, token: link.searchParams.get("token") });
    expect(joined.status).toBe(200);
    const membership = await WorkspaceMember.query(bare.db).where({ workspace_id: workspace.id, member_id: invitee.user.id }).first();
    expect(membership?.role).toBe(ROLE.ADMIN);
  });
});

describe("with an unreachable mail server", () => {
  let broken: TestServer;
  beforeAll(async () => {
    broken = await startTestServer({ env: { SMTP_URL: await unreachableSmtpUrl() }, setUp: true });
  });
  afterAll(() => broken.close());

  it("keeps the invitations and answers emailed: false and the links to share, rather than an error", async () => {
    const admin = await person(broken);
    const workspace = await workspaceOf(admin, broken);
    const email = uniqueEmail();
    const res = await invite(admin.client, workspace.slug, [{ email, role: ROLE.MEMBER }]);
    expect(res.status).toBe(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.links).toEqual([{ email, link: expect.stringContaining("token=") }]);
    expect(await WorkspaceInvitation.query(broken.db).where("workspace_id", workspace.id).resultSize()).toBe(1);
  });
});

describe("GET /api/workspaces/:slug/invitations/", () => {
  it("answers 401, 404 to strangers and 403 to members", async () => {
    const { workspace } = await adminWithWorkspace();
    expect((await new TestClient(t.baseUrl).get(base(workspace.slug))).status).toBe(401);
    const stranger = await person();
    expect((await stranger.client.get(base(workspace.slug))).status).toBe(404);
    const member = await person();
    await join(workspace, member, ROLE.MEMBER);
    expect((await member.client.get(base(workspace.slug))).status).toBe(403);
  });

  it("answers 400 to an unknown query parameter", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const res = await admin.client.get(`${base(workspace.slug)}?token=x`);
    expect(res.status).toBe(400);
  });

  it("lists this workspace's invitations only, searches by email case-insensitively, and shows no token", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const other = await adminWithWorkspace();
    const tag = randomBytes(4).toString("hex");
    const alice = `alice-${tag}@example.com`;
    const bob = `bob-${tag}@example.com`;
    const a = await invited(admin, workspace, alice);
    const b = await invited(admin, workspace, bob, ROLE.GUEST);
    const elsewhere = await invited(other.admin, other.workspace, `alice-else-${tag}@example.com`);

    const all = await admin.client.get(base(workspace.slug));
    expect(all.status).toBe(200);
    expect(all.body.map((row: { email: string }) => row.email).sort()).toEqual([alice, bob]);
    expect(all.body.find((row: { email: string }) => row.email === bob)).toEqual({
      id: b.id,
      email: bob,
      role: ROLE.GUEST,
      accepted: false,
      responded_at: null,
      created_at: expect.any(String),
      invited_by: { id: admin.user.id, display_name: admin.user.display_name },
    });
    expectNoSecrets(all, a.token, b.token, elsewhere.token);

    const found = await admin.client.get(`${base(workspace.slug)}?search=${encodeURIComponent(`ALICE-${tag}`)}`);
    expect(found.status).toBe(200);
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([a.id]);
    const none = await admin.client.get(`${base(workspace.slug)}?search=${encodeURIComponent("%")}`);
    expect(none.body).toEqual([]);
  });
});

describe("PATCH /api/workspaces/:slug/invitations/:id/", () => {
  it("answers 401, 403 to members, 400 to bad ids and bodies", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const { id } = await invited(admin, workspace, uniqueEmail(), ROLE.GUEST);
    expect((await new TestClient(t.baseUrl).send("PATCH", one(workspace.slug, id), { role: 15 })).status).toBe(401);
    const member = await person();
    await join(workspace, member, ROLE.MEMBER);
    expect((await member.client.send("PATCH", one(workspace.slug, id), { role: 5 })).status).toBe(403);
    expect((await admin.client.send("PATCH", one(workspace.slug, "not-a-uuid"), { role: 15 })).status).toBe(400);
    for (const body of [{}, { role: 99 }, { role: 15, email: "x@example.com" }, { role: 15, accepted: true }]) {
      expect((await admin.client.send("PATCH", one(workspace.slug, id), body)).status).toBe(400);
    }
    expect((await invitationRow(id))?.role).toBe(ROLE.GUEST);
  });

  it("answers 404 for another workspace's invitation and changes nothing", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const other = await adminWithWorkspace();
    const { id } = await invited(other.admin, other.workspace, uniqueEmail(), ROLE.GUEST);
    const res = await admin.client.send("PATCH", one(workspace.slug, id), { role: ROLE.ADMIN });
    expect(res.status).toBe(404);
    expect((await invitationRow(id))?.role).toBe(ROLE.GUEST);
    expect((await admin.client.send("PATCH", one(workspace.slug, randomUUID()), { role: 15 })).status).toBe(404);
  });

  it("changes the role of an open invitation", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const { id, token } = await invited(admin, workspace, uniqueEmail(), ROLE.GUEST);
    const res = await admin.client.send("PATCH", one(workspace.slug, id), { role: ROLE.ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, role: ROLE.ADMIN, invited_by: { id: admin.user.id } });
    expectNoSecrets(res, token);
    expect((await invitationRow(id))?.role).toBe(ROLE.ADMIN);
  });
});

describe("DELETE /api/workspaces/:slug/invitations/:id/", () => {
  it("answers 401, 403 to members, 400 to a bad id", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const { id } = await invited(admin, workspace, uniqueEmail());
    expect((await new TestClient(t.baseUrl).send("DELETE", one(workspace.slug, id))).status).toBe(401);
    const member = await person();
    await join(workspace, member, ROLE.MEMBER);
    expect((await member.client.send("DELETE", one(workspace.slug, id))).status).toBe(403);
    expect((await admin.client.send("DELETE", one(workspace.slug, "123"))).status).toBe(400);
    expect(await invitationRow(id)).toBeDefined();
  });

  it("answers 404 for another workspace's invitation and deletes nothing", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const other = await adminWithWorkspace();
    const { id } = await invited(other.admin, other.workspace, uniqueEmail());
    expect((await admin.client.send("DELETE", one(workspace.slug, id))).status).toBe(404);
    expect(await invitationRow(id)).toBeDefined();
  });

  it("revokes an invitation: 204, and its link no longer works", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id, token } = await invited(admin, workspace, email);
    expect((await admin.client.send("DELETE", one(workspace.slug, id))).status).toBe(204);
    expect(await invitationRow(id)).toBeUndefined();
    const invitee = await person(t, email);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, token })).status).toBe(404);
    expect(await membershipOf(workspace, invitee.user)).toBeUndefined();
  });
});

describe("POST /api/workspaces/:slug/invitations/:id/join/", () => {
  it("answers 401 to an anonymous caller", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const { id, token } = await invited(admin, workspace, uniqueEmail());
    expect((await new TestClient(t.baseUrl).send("POST", joinPath(workspace.slug, id), { accepted: true, token })).status).toBe(401);
    expect((await invitationRow(id))?.responded_at).toBeNull();
  });

  it("answers 400 to a bad id and to bad bodies", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id, token } = await invited(admin, workspace, email);
    const invitee = await person(t, email);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, "nope"), { accepted: true, token })).status).toBe(400);
    for (const body of [{}, { accepted: "yes", token }, { accepted: true, token, role: 20 }, { accepted: true, token: "" }]) {
      expect((await invitee.client.send("POST", joinPath(workspace.slug, id), body)).status).toBe(400);
    }
    expect((await invitationRow(id))?.responded_at).toBeNull();
  });

  it("answers 404 for an unknown id and for another workspace's invitation, and changes nothing", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const other = await adminWithWorkspace();
    const email = uniqueEmail();
    const mine = await invited(admin, workspace, email);
    const theirs = await invited(other.admin, other.workspace, email);
    const invitee = await person(t, email);
    // Right token, wrong workspace: the id is looked up together with the slug.
    const res = await invitee.client.send("POST", joinPath(workspace.slug, theirs.id), { accepted: true, token: theirs.token });
    expect(res.status).toBe(404);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, randomUUID()), { accepted: true, token: mine.token })).status).toBe(404);
    expect((await invitee.client.send("POST", joinPath("no-such-slug", mine.id), { accepted: true, token: mine.token })).status).toBe(404);
    expect((await invitationRow(theirs.id))?.responded_at).toBeNull();
    expect((await invitationRow(mine.id))?.responded_at).toBeNull();
    expect(await membershipOf(other.workspace, invitee.user)).toBeUndefined();
    expect(await membershipOf(workspace, invitee.user)).toBeUndefined();
  });

  it("is bound to the invited email: anyone else hears 403, even with the token", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id, token } = await invited(admin, workspace, email);
    const intruder = await person();
    const res = await intruder.client.send("POST", joinPath(workspace.slug, id), { accepted: true, email, token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("This invitation was sent to another email address");
    expect(await membershipOf(workspace, intruder.user)).toBeUndefined();
    expect((await invitationRow(id))?.responded_at).toBeNull();
  });

  it("refuses a wrong token, a missing token on accept, and a mismatched email with 400", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id, token } = await invited(admin, workspace, email);
    const invitee = await person(t, email);
    for (const body of [
      { accepted: true, token: `${token}x` },
      { accepted: true, token: token.replace(/^./, (c) => (c === "A" ? "B" : "A")) },
      { accepted: true },
      { accepted: true, token, email: uniqueEmail() },
      { accepted: false, token: "wrong" },
    ]) {
      const res = await invitee.client.send("POST", joinPath(workspace.slug, id), body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("Invalid or expired invitation");
    }
    expect(await membershipOf(workspace, invitee.user)).toBeUndefined();
    expect((await invitationRow(id))?.responded_at).toBeNull();
  });

  it("accepts once: makes the invitee a member with the invited role, then refuses the link", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id, token, link } = await invited(admin, workspace, email, ROLE.GUEST);
    const invitee = await person(t, email);
    const res = await invitee.client.send("POST", joinPath(workspace.slug, id), {
      accepted: true,
      email: link.searchParams.get("email")!.toUpperCase(),
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: true,
      workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
    });
    expect(await membershipOf(workspace, invitee.user)).toMatchObject({ role: ROLE.GUEST, is_active: true });
    const row = await invitationRow(id);
    expect(row?.accepted).toBe(true);
    expect(row?.responded_at).toBeInstanceOf(Date);
    expect((await Profile.query(t.db).where("user_id", invitee.user.id).first())?.last_workspace_id).toBe(workspace.id);

    const again = await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This invitation has already been used");
    expect((await invitee.client.get(MINE)).body).toEqual([]);
  });

  it("declines, from the link or from the in-app list (no token): no membership, and the invitation is used", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    for (const withToken of [true, false]) {
      const email = uniqueEmail();
      const { id, token } = await invited(admin, workspace, email);
      const invitee = await person(t, email);
      const res = await invitee.client.send("POST", joinPath(workspace.slug, id), withToken ? { accepted: false, token } : { accepted: false });
      expect(res.status).toBe(200);
      expect(res.body.accepted).toBe(false);
      expect(await membershipOf(workspace, invitee.user)).toBeUndefined();
      expect(await invitationRow(id)).toMatchObject({ accepted: false, responded_at: expect.any(Date) });
      expect((await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, token })).status).toBe(400);
      expect(await membershipOf(workspace, invitee.user)).toBeUndefined();
    }
  });

  it("an answered invitation no longer blocks a new one to the same address", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const first = await invited(admin, workspace, email);
    const invitee = await person(t, email);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, first.id), { accepted: false })).status).toBe(200);
    const second = await invited(admin, workspace, email, ROLE.ADMIN);
    expect(second.id).not.toBe(first.id);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, second.id), { accepted: true, token: second.token })).status).toBe(200);
    expect((await membershipOf(workspace, invitee.user))?.role).toBe(ROLE.ADMIN);
  });
});

describe("the invitee's own invitations: /api/users/me/workspaces/invitations/", () => {
  it("answers 401 to an anonymous caller", async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(MINE)).status).toBe(401);
    expect((await anonymous.send("POST", MINE, { invitations: [randomUUID()] })).status).toBe(401);
  });

  it("invitees who sign up later find their invitations waiting, and only theirs", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail("later");
    expect(await User.query(t.db).where("email", email).first()).toBeUndefined();
    const { id, token } = await invited(admin, workspace, email, ROLE.MEMBER);
    await invited(admin, workspace, uniqueEmail("someone-else"));

    const invitee = await person(t, email);
    const res = await invitee.client.get(MINE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id,
        email,
        role: ROLE.MEMBER,
        created_at: expect.any(String),
        workspace: { id: workspace.id, name: workspace.name, slug: workspace.slug, logo_url: null },
        invited_by: { id: admin.user.id, display_name: admin.user.display_name },
      },
    ]);
    expectNoSecrets(res, token);
  });

  it("answers 400 to bad bodies", async () => {
    const someone = await person();
    for (const body of [{}, { invitations: [] }, { invitations: ["not-a-uuid"] }, { invitations: [randomUUID()], accepted: true }]) {
      expect((await someone.client.send("POST", MINE, body)).status).toBe(400);
    }
  });

  it("answers 404 for invitations addressed to someone else, and leaves them open", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const { id } = await invited(admin, workspace, uniqueEmail());
    const intruder = await person();
    expect((await intruder.client.send("POST", MINE, { invitations: [id] })).status).toBe(404);
    expect((await invitationRow(id))?.responded_at).toBeNull();
    expect(await membershipOf(workspace, intruder.user)).toBeUndefined();
  });

  it("refuses an unverified account by email match alone: a stranger who signed up first as the invitee gets nothing", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail("ceo");
    const { id, token } = await invited(admin, workspace, email, ROLE.ADMIN);
    const squatter = await person(t, email, false);
    // The invitation is listed (it is addressed to this email), but the list alone admits nobody.
    expect((await squatter.client.get(MINE)).body.map((invitation: { id: string }) => invitation.id)).toEqual([id]);
    const res = await squatter.client.send("POST", MINE, { invitations: [id] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/verify your email/i);
    expect(await membershipOf(workspace, squatter.user)).toBeUndefined();
    expect((await invitationRow(id))?.responded_at).toBeNull();

    // The emailed link's token is proof of the inbox: whoever holds it joins, verified or not.
    expect((await squatter.client.send("POST", joinPath(workspace.slug, id), { accepted: true, email, token })).status).toBe(200);
    expect((await membershipOf(workspace, squatter.user))?.role).toBe(ROLE.ADMIN);
  });

  it("accepts by email match once the account has verified its address with the mailed code", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail();
    const { id } = await invited(admin, workspace, email);
    const invitee = await person(t, email, false);
    expect((await invitee.client.send("POST", MINE, { invitations: [id] })).status).toBe(403);
    expect((await invitee.client.send("POST", "/api/users/me/verify-email/send/", {})).status).toBe(200);
    const code = codeIn(await t.smtp.nextMailTo(email));
    expect((await invitee.client.send("POST", "/api/users/me/verify-email/", { code })).status).toBe(200);
    expect((await invitee.client.send("POST", MINE, { invitations: [id] })).status).toBe(200);
    expect((await membershipOf(workspace, invitee.user))?.role).toBe(ROLE.MEMBER);
  });

  it("a magic-code account accepts by email match: it proved its inbox signing up", async () => {
    const { admin, workspace } = await adminWithWorkspace();
    const email = uniqueEmail("magic");
    const { id } = await invited(admin, workspace, email);
    const client = await magicCodeClient(t.baseUrl, t.smtp, email, "sign-up");
    expect((await client.send("POST", MINE, { invitations: [id] })).status).toBe(200);
  });

  it("accepts several at once, ignoring ids addressed to others, and answers the joined workspaces", async () => {
    const first = await adminWithWorkspace();
    const second = await adminWithWorkspace();
    const email = uniqueEmail();
    const a = await invited(first.admin, first.workspace, email, ROLE.ADMIN);
    const b = await invited(second.admin, second.workspace, email, ROLE.GUEST);
    const notMine = await invited(first.admin, first.workspace, uniqueEmail());
    const invitee = await person(t, email);
    // A former member comes back with the invited role.
    await join(second.workspace, invitee, ROLE.MEMBER, false);

    const res = await invitee.client.send("POST", MINE, { invitations: [a.id, b.id, notMine.id] });
    expect(res.status).toBe(200);
    expect(res.body.map((workspace: { id: string }) => workspace.id).sort()).toEqual([first.workspace.id, second.workspace.id].sort());
    expectNoSecrets(res, a.token, b.token);
    expect(await membershipOf(first.workspace, invitee.user)).toMatchObject({ role: ROLE.ADMIN, is_active: true });
    expect(await membershipOf(second.workspace, invitee.user)).toMatchObject({ role: ROLE.GUEST, is_active: true });
    expect(await invitationRow(a.id)).toMatchObject({ accepted: true, responded_at: expect.any(Date) });
    expect((await invitationRow(notMine.id))?.responded_at).toBeNull();
    expect((await invitee.client.get(MINE)).body).toEqual([]);

    // Already used: the emailed link of an invitation accepted in the app is spent too.
    const spent = await invitee.client.send("POST", joinPath(first.workspace.slug, a.id), { accepted: true, token: a.token });
    expect(spent.status).toBe(400);
    expect(spent.body.error).toBe("This invitation has already been used");
    expect((await invitee.client.send("POST", MINE, { invitations: [a.id] })).status).toBe(404);
  });
});

describe("invitation events", () => {
  /** An audience with its people in a stable order, to compare. */
  const sorted = (audience: Audience | undefined) => (audience?.kind === "users" ? { ...audience, user_ids: [...audience.user_ids].sort() } : audience);

  /** An admin's workspace with a second admin, a member and a guest: only the admins may hear of invitations. */
  async function staffedWorkspace() {
    const { admin, workspace } = await adminWithWorkspace();
    const [otherAdmin, member, guest] = [await person(), await person(), await person()];
    await join(workspace, otherAdmin, ROLE.ADMIN);
    await join(workspace, member, ROLE.MEMBER);
    await join(workspace, guest, ROLE.GUEST);
    // A former admin hears nothing either.
    await join(workspace, await person(), ROLE.ADMIN, false);
    const admins = { kind: "users", workspace_id: workspace.id, user_ids: [admin.user.id, otherAdmin.user.id].sort() };
    return { admin, workspace, admins };
  }

  it("announces each new invitation to the admins alone, without its token; a re-invite as a change", async () => {
    const { admin, workspace, admins } = await staffedWorkspace();
    const reinvited = await invited(admin, workspace, uniqueEmail(), ROLE.GUEST);
    const email = uniqueEmail();
    const events = recordEvents(t.server.services.events);
    const res = await invite(admin.client, workspace.slug, [{ email, role: ROLE.MEMBER }, { email: (await invitationRow(reinvited.id))!.email, role: ROLE.MEMBER }]);
    events.stop();
    expect(res.status).toBe(201);
    const [created, changed] = res.body.invitations;
    expect(events.seen.map((event) => [event.name, event.id])).toEqual([
      ["workspace_invitation.created", created.id],
      ["workspace_invitation.updated", changed.id],
    ]);
    expect(events.seen[0]).toMatchObject({ workspace_id: workspace.id, project_id: null, actor_id: admin.user.id, data: created });
    expect(events.seen[1]?.data).toEqual({ role: ROLE.MEMBER });
    for (const event of events.seen) {
      expect(sorted(event.audience)).toEqual(admins);
      expect(JSON.stringify(event)).not.toMatch(/token/i);
    }
    const mails = await Promise.all([t.smtp.nextMailTo(email), t.smtp.nextMailTo(changed.email)]);
    for (const mail of mails) expect(JSON.stringify(events.seen)).not.toContain(linkIn(mail).searchParams.get("token"));
  });

  it("announces a re-role by its changed field and a revocation by id, to the admins alone", async () => {
    const { admin, workspace, admins } = await staffedWorkspace();
    const { id } = await invited(admin, workspace, uniqueEmail(), ROLE.GUEST);
    const events = recordEvents(t.server.services.events);
    expect((await admin.client.send("PATCH", one(workspace.slug, id), { role: ROLE.ADMIN })).status).toBe(200);
    expect((await admin.client.send("DELETE", one(workspace.slug, id))).status).toBe(204);
    expect((await admin.client.send("DELETE", one(workspace.slug, id))).status).toBe(404);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.data])).toEqual([
      ["workspace_invitation.updated", { role: ROLE.ADMIN }],
      ["workspace_invitation.deleted", { id, workspace: workspace.id }],
    ]);
    for (const event of events.seen) expect(sorted(event.audience)).toEqual(admins);
  });

  it("announces an acceptance as a used invitation to the admins and a new member to the workspace", async () => {
    const { admin, workspace, admins } = await staffedWorkspace();
    const email = uniqueEmail();
    const { id, token } = await invited(admin, workspace, email, ROLE.MEMBER);
    const invitee = await person(t, email);
    const events = recordEvents(t.server.services.events);
    expect((await invitee.client.send("POST", joinPath(workspace.slug, id), { accepted: true, token })).status).toBe(200);
    events.stop();
    const membership = await membershipOf(workspace, invitee.user);
    expect(events.seen.map((event) => event.name).sort()).toEqual(["workspace_invitation.updated", "workspace_member.created"]);
    const [used] = events.named("workspace_invitation.updated");
    expect(used).toMatchObject({ id, actor_id: invitee.user.id, data: { accepted: true, responded_at: expect.any(String) } });
    expect(sorted(used?.audience)).toEqual(admins);
    const [joined] = events.named("workspace_member.created");
    expect(joined).toMatchObject({ id: membership?.id, workspace_id: workspace.id, actor_id: invitee.user.id });
    expect(joined?.data).toMatchObject({ id: membership?.id, role: ROLE.MEMBER, member: { id: invitee.user.id, email } });
    expect(joined?.audience).toEqual({ kind: "workspace", workspace_id: workspace.id });
  });

  it("announces a decline as a used invitation alone, and accepting in the app like the link", async () => {
    const { admin, workspace } = await staffedWorkspace();
    const declined = uniqueEmail();
    const declinedId = (await invited(admin, workspace, declined)).id;
    const decliner = await person(t, declined);
    const accepted = uniqueEmail();
    const acceptedId = (await invited(admin, workspace, accepted)).id;
    const accepter = await person(t, accepted);
    // A former member who comes back is a new member again to everyone who saw them go.
    await join(workspace, accepter, ROLE.GUEST, false);
    const events = recordEvents(t.server.services.events);
    expect((await decliner.client.send("POST", joinPath(workspace.slug, declinedId), { accepted: false })).status).toBe(200);
    expect((await accepter.client.send("POST", MINE, { invitations: [acceptedId] })).status).toBe(200);
    events.stop();
    expect(events.seen.map((event) => [event.name, event.actor_id])).toEqual([
      ["workspace_invitation.updated", decliner.user.id],
      ["workspace_member.created", accepter.user.id],
      ["workspace_invitation.updated", accepter.user.id],
    ]);
    expect(events.seen[0]?.data).toEqual({ responded_at: expect.any(String) });
    expect(events.seen[1]?.data).toMatchObject({ role: ROLE.MEMBER, member: { id: accepter.user.id } });
  });
});
