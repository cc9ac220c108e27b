import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../api/contract/limits.js";
import { PasswordResetToken } from "../../db/models/PasswordResetToken.js";
import { User } from "../../db/models/User.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildUser, setUpInstance, signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { magicCodeClient } from "../helpers/magicCode.js";
import { requestResetLink, resetPath, type ResetLink } from "../helpers/passwordReset.js";
import { errorOf } from "../helpers/redirects.js";
import { startMailTestServer, startTestServer, type MailTestServer, type TestServer } from "../helpers/testServer.js";

const NEW_PASSWORD = "Basalt-Ridge-Lantern-77?";
const WEAK_PASSWORD = "password1";

let t: MailTestServer;
beforeAll(async () => {
  t = await startMailTestServer();
});
afterAll(() => t.close());

function forgot(email: unknown) {
  return new TestClient(t.baseUrl).send("POST", "/auth/forgot-password/", email === undefined ? {} : { email });
}

function signIn(email: string, password: string) {
  return new TestClient(t.baseUrl).form("/auth/sign-in/", { email, password });
}

function reset(link: Pick<ResetLink, "uidb64" | "token">, fields: Record<string, string>, client = new TestClient(t.baseUrl)) {
  return client.form(resetPath(link), fields);
}

function resetError(location: URL | undefined) {
  return { ...errorOf(location), uidb64: location?.searchParams.get("uidb64"), token: location?.searchParams.get("token") };
}

describe("before the instance is set up", () => {
  it("forgot-password answers 5000", async () => {
    const res = await forgot(uniqueEmail());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 5000, error_message: "INSTANCE_NOT_CONFIGURED" });
  });
});

describe("with the instance set up", () => {
  beforeAll(async () => {
    await setUpInstance(t.db);
  });

  describe("forgot-password", () => {
    it("answers alike for known and unknown emails, and mails a link only to the account", async () => {
      const user = await buildUser(t.db);
      const unknown = uniqueEmail();
      const before = Date.now();
      const known = await forgot(user.email.toUpperCase());
      const stranger = await forgot(unknown);
      expect(known.status).toBe(200);
      expect(stranger.status).toBe(200);
      expect(known.body).toEqual(stranger.body);
      expect(known.body.message).toMatch(/reset/);

      const mail = await t.smtp.nextMailTo(user.email);
      expect(mail.subject).toBe("Reset your Cairn password");
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      expect(`${link.origin}${link.pathname}`).toBe(`${t.baseUrl}/accounts/reset-password/`);
      expect(link.searchParams.get("uidb64")).toBe(Buffer.from(user.id).toString("base64url"));
      expect(link.searchParams.get("email")).toBe(user.email);
      const token = link.searchParams.get("token")!;
      expect(token.length).toBeGreaterThanOrEqual(40);

      const rows = await PasswordResetToken.query(t.db).where("user_id", user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toBe(token);
      expect(rows[0]!.used_at).toBeNull();
      const ttl = rows[0]!.expires_at.getTime() - before;
      expect(ttl).toBeGreaterThan((LIMITS.passwordResetTtlSeconds - 5) * 1000);
      expect(ttl).toBeLessThanOrEqual((LIMITS.passwordResetTtlSeconds + 5) * 1000);
      expect(t.smtp.inbox.filter((m) => m.to.includes(unknown))).toEqual([]);
    });

    it("escapes what it puts in the HTML part", async () => {
      const user = await buildUser(t.db, { email: `o'neil-${Date.now()}@example.com` });
      expect((await forgot(user.email)).status).toBe(200);
      const mail = await t.smtp.nextMailTo(user.email);
      expect(mail.text).toContain(user.email);
      expect(mail.html).toContain("o&#39;neil");
      expect(mail.html).not.toContain("o'neil");
      expect(mail.html).toContain(`?uidb64=${Buffer.from(user.id).toString("base64url")}&amp;token=`);
    });

    it("sends nothing to a deactivated account, with the same answer", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      expect((await client.send("DELETE", "/api/users/me/")).status).toBe(204);
      const res = await forgot(email);
      expect(res.status).toBe(200);
      const user = await User.query(t.db).where("email", email).first();
      expect(await PasswordResetToken.query(t.db).where("user_id", user!.id)).toEqual([]);
    });

    it.each([
      [undefined, 5010, "EMAIL_REQUIRED"],
      ["", 5010, "EMAIL_REQUIRED"],
      ["not-an-email", 5005, "INVALID_EMAIL"],
    ])("email %j is refused with %s", async (email, code, name) => {
      const res = await forgot(email);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: code, error_message: name });
    });
  });

  describe("reset-password", () => {
    it("sets the new password, ends every session, and sends the user to sign in", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      const link = await requestResetLink(t, email);
      const res = await reset(link, { password: NEW_PASSWORD });
      expect(res.status).toBe(302);
      expect(res.location?.pathname).toBe("/");
      expect(Object.fromEntries(res.location!.searchParams)).toEqual({ success: "true", email });

      expect((await client.get("/api/users/me/")).status).toBe(401);
      expect(errorOf((await signIn(email, STRONG_PASSWORD)).location).code).toBe("5065");
      const fresh = await signIn(email, NEW_PASSWORD);
      expect(fresh.status).toBe(302);
      expect(errorOf(fresh.location).code).toBeNull();
    });

    it("gives a magic-code account a password of its own", async () => {
      const user = await buildUser(t.db, { autoset: true });
      const link = await requestResetLink(t, user.email);
      const events = recordEvents(t.server.services.events);
      await reset(link, { password: NEW_PASSWORD });
      events.stop();
      const after = await User.query(t.db).findById(user.id);
      expect(after?.is_password_autoset).toBe(false);
      expect(errorOf((await signIn(user.email, NEW_PASSWORD)).location).code).toBeNull();
      // Nobody is signed in: the account the link proved is the actor, and hears of its change alone.
      expect(events.seen.map((event) => [event.name, event.id, event.actor_id, event.data])).toEqual([["user.updated", user.id, user.id, { is_password_autoset: false }]]);
      expect(events.seen[0]?.audience).toEqual({ kind: "users", workspace_id: null, user_ids: [user.id] });
    });

    it("works once: the second use is 5125, back on the reset page with the link's uidb64 and token", async () => {
      const user = await buildUser(t.db);
      const link = await requestResetLink(t, user.email);
      expect(errorOf((await reset(link, { password: NEW_PASSWORD })).location).code).toBeNull();
      const again = await reset(link, { password: "Another-Quartz-Harbour-19!", email: user.email });
      expect(resetError(again.location)).toEqual({
        code: "5125",
        name: "INVALID_PASSWORD_TOKEN",
        path: "/accounts/reset-password/",
        uidb64: link.uidb64,
        token: link.token,
      });
      expect(again.location?.searchParams.get("email")).toBe(user.email);
      expect(errorOf((await signIn(user.email, NEW_PASSWORD)).location).code).toBeNull();
    });

    it("spends older links too once one is used", async () => {
      const user = await buildUser(t.db);
      const older = await requestResetLink(t, user.email);
      const newer = await requestResetLink(t, user.email);
      expect(errorOf((await reset(newer, { password: NEW_PASSWORD })).location).code).toBeNull();
      expect(errorOf((await reset(older, { password: "Another-Quartz-Harbour-19!" })).location).code).toBe("5125");
    });

    it("refuses an unknown token, and a token presented for another account, with 5125", async () => {
      const victim = await buildUser(t.db);
      const attacker = await buildUser(t.db);
      const link = await requestResetLink(t, attacker.email);
      const forged = await reset({ uidb64: link.uidb64, token: "not-a-real-token" }, { password: NEW_PASSWORD });
      expect(errorOf(forged.location)).toEqual({ code: "5125", name: "INVALID_PASSWORD_TOKEN", path: "/accounts/reset-password/" });
      const swapped = await reset({ uidb64: Buffer.from(victim.id).toString("base64url"), token: link.token }, { password: NEW_PASSWORD });
      expect(errorOf(swapped.location).code).toBe("5125");
      expect(errorOf((await signIn(victim.email, STRONG_PASSWORD)).location).code).toBeNull();
      expect(errorOf((await signIn(attacker.email, STRONG_PASSWORD)).location).code).toBeNull();
    });

    it("refuses an expired link with 5130 and keeps the old password", async () => {
      const user = await buildUser(t.db);
      const link = await requestResetLink(t, user.email);
      await PasswordResetToken.query(t.db).patch({ expires_at: new Date(Date.now() - 1000) }).where("user_id", user.id);
      const res = await reset(link, { password: NEW_PASSWORD });
      expect(resetError(res.location)).toMatchObject({ code: "5130", name: "EXPIRED_PASSWORD_TOKEN", uidb64: link.uidb64, token: link.token });
      expect(errorOf((await signIn(user.email, STRONG_PASSWORD)).location).code).toBeNull();
    });

    it("answers a missing password with 5138 and a weak one with 5140, leaving the link usable", async () => {
      const user = await buildUser(t.db);
      const link = await requestResetLink(t, user.email);
      expect(errorOf((await reset(link, {})).location)).toEqual({ code: "5138", name: "MISSING_PASSWORD", path: "/accounts/reset-password/" });
      expect(errorOf((await reset(link, { password: "" })).location).code).toBe("5138");
      expect(errorOf((await reset(link, { password: WEAK_PASSWORD })).location)).toEqual({
        code: "5140",
        name: "INVALID_NEW_PASSWORD",
        path: "/accounts/reset-password/",
      });
      expect(errorOf((await reset(link, { password: NEW_PASSWORD })).location).code).toBeNull();
    });

    it("refuses with 5019 once the account was deactivated", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      const link = await requestResetLink(t, email);
      expect((await client.send("DELETE", "/api/users/me/")).status).toBe(204);
      expect(errorOf((await reset(link, { password: NEW_PASSWORD })).location)).toEqual({
        code: "5019",
        name: "USER_ACCOUNT_DEACTIVATED",
        path: "/accounts/reset-password/",
      });
    });
  });

  describe("change-password", () => {
    it("needs a session: 401", async () => {
      const res = await new TestClient(t.baseUrl).send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
      expect(res.status).toBe(401);
    });

    it.each([
      [{}],
      [{ old_password: STRONG_PASSWORD }],
      [{ new_password: NEW_PASSWORD }],
      [{ old_password: "", new_password: NEW_PASSWORD }],
    ])("answers %o with 5138", async (body) => {
      const { client } = await signedUpClient(t.baseUrl);
      const res = await client.send("POST", "/auth/change-password/", body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 5138, error_message: "MISSING_PASSWORD" });
    });

    it("answers a wrong old password with 5135 and changes nothing", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      const res = await client.send("POST", "/auth/change-password/", { old_password: "Not-The-Password-1!", new_password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 5135, error_message: "INCORRECT_OLD_PASSWORD" });
      expect((await client.get("/api/users/me/")).status).toBe(200);
      expect(errorOf((await signIn(email, STRONG_PASSWORD)).location).code).toBeNull();
    });

    it("answers 5135 for a magic-code account, which has no old password (set-password is its way)", async () => {
      const client = await magicCodeClient(t.baseUrl, t.smtp, uniqueEmail(), "sign-up");
      const res = await client.send("POST", "/auth/change-password/", { old_password: "anything-at-all", new_password: NEW_PASSWORD });
      expect(res.body).toMatchObject({ error_code: 5135 });
    });

    it("answers a weak new password with 5140", async () => {
      const { client } = await signedUpClient(t.baseUrl);
      const res = await client.send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: WEAK_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 5140, error_message: "INVALID_NEW_PASSWORD" });
    });

    it("changes the password and signs this browser out too", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      const events = recordEvents(t.server.services.events);
      const res = await client.send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
      events.stop();
      // Nothing a client shows changed (the hash is never sent), so nothing is announced.
      expect(events.seen).toEqual([]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Password updated successfully" });
      expect(res.headers.getSetCookie().some((line) => /^session-id=;/.test(line))).toBe(true);
      expect(client.cookies.has("session-id")).toBe(false);
      expect(errorOf((await signIn(email, STRONG_PASSWORD)).location).code).toBe("5065");
      expect(errorOf((await signIn(email, NEW_PASSWORD)).location).code).toBeNull();
    });
  });

  describe("set-password", () => {
    it("needs a session: 401", async () => {
      const res = await new TestClient(t.baseUrl).send("POST", "/auth/set-password/", { password: NEW_PASSWORD });
      expect(res.status).toBe(401);
    });

    it("refuses an account that already has a password with 5145", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      const res = await client.send("POST", "/auth/set-password/", { password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 5145, error_message: "PASSWORD_ALREADY_SET" });
      expect(errorOf((await signIn(email, STRONG_PASSWORD)).location).code).toBeNull();
    });

    it("answers a missing password with 5138 and a weak one with 5020", async () => {
      const client = await magicCodeClient(t.baseUrl, t.smtp, uniqueEmail(), "sign-up");
      const missing = await client.send("POST", "/auth/set-password/", {});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ error_code: 5138, error_message: "MISSING_PASSWORD" });
      const weak = await client.send("POST", "/auth/set-password/", { password: WEAK_PASSWORD });
      expect(weak.body).toMatchObject({ error_code: 5020, error_message: "INVALID_PASSWORD" });
      expect((await client.get("/api/users/me/")).body.is_password_autoset).toBe(true);
    });

    it("gives a magic-code account its first password and keeps it signed in", async () => {
      const email = uniqueEmail();
      const client = await magicCodeClient(t.baseUrl, t.smtp, email, "sign-up");
      const events = recordEvents(t.server.services.events);
      const res = await client.send("POST", "/auth/set-password/", { password: NEW_PASSWORD });
      events.stop();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email, is_password_autoset: false });
      expect(events.seen.map((event) => [event.name, event.id, event.actor_id, event.data])).toEqual([["user.updated", res.body.id, res.body.id, { is_password_autoset: false }]]);
      expect(res.body).not.toHaveProperty("password_hash");
      const me = await client.get("/api/users/me/");
      expect(me.status).toBe(200);
      expect(me.body.is_password_autoset).toBe(false);
      expect(errorOf((await signIn(email, NEW_PASSWORD)).location).code).toBeNull();
      const again = await client.send("POST", "/auth/set-password/", { password: "Another-Quartz-Harbour-19!" });
      expect(again.body).toMatchObject({ error_code: 5145 });
    });
  });
});

describe("without a mail server", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ setUp: true });
  });
  afterAll(() => bare.close());

  it("forgot-password answers 5025 and stores no token", async () => {
    const user = await buildUser(bare.db);
    const res = await new TestClient(bare.baseUrl).send("POST", "/auth/forgot-password/", { email: user.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 5025, error_message: "SMTP_NOT_CONFIGURED" });
    expect(await PasswordResetToken.query(bare.db).where("user_id", user.id)).toEqual([]);
  });
});
