import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../api/contract/limits.js";
import type { InstanceSettingKey } from "../../api/contract/instanceSettings.js";
import { writeInstanceSettings } from "../../api/instance/settings.js";
import { MagicCode } from "../../db/models/MagicCode.js";
import { Profile } from "../../db/models/Profile.js";
import { User } from "../../db/models/User.js";
import { TestClient } from "../helpers/client.js";
import { buildUser, setUpInstance, signedUpClient, uniqueEmail } from "../helpers/factories.js";
import { codeIn, requestMagicCode } from "../helpers/magicCode.js";
import { errorOf } from "../helpers/redirects.js";
import { startMailTestServer, startTestServer, type MailTestServer, type TestServer } from "../helpers/testServer.js";

let t: MailTestServer;
beforeAll(async () => {
  t = await startMailTestServer();
});
afterAll(() => t.close());

/** A code that is certainly not the one issued. */
function wrong(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

async function withSetting(key: InstanceSettingKey, value: string, run: () => Promise<void>): Promise<void> {
  await writeInstanceSettings(t.db, t.config.secretKey, { [key]: value });
  try {
    await run();
  } finally {
    await writeInstanceSettings(t.db, t.config.secretKey, { [key]: "1" });
  }
}

function generate(email: unknown, client = new TestClient(t.baseUrl)) {
  return client.send("POST", "/auth/magic-generate/", email === undefined ? {} : { email });
}

function magicForm(mode: "sign-in" | "sign-up", fields: Record<string, string>, client = new TestClient(t.baseUrl)) {
  return client.form(`/auth/magic-${mode}/`, fields);
}

async function expire(email: string): Promise<void> {
  await MagicCode.query(t.db).patch({ expires_at: new Date(Date.now() - 1000) }).where("email", email);
}

describe("before the instance is set up", () => {
  it("magic-generate answers 5000 and sends nothing", async () => {
    const email = uniqueEmail();
    const res = await generate(email);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 5000, error_message: "INSTANCE_NOT_CONFIGURED" });
    expect(t.smtp.inbox.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it("the magic forms redirect with 5000", async () => {
    for (const mode of ["sign-in", "sign-up"] as const) {
      const res = await magicForm(mode, { email: uniqueEmail(), code: "123456" });
      expect(res.status).toBe(302);
      expect(errorOf(res.location)).toEqual({ code: "5000", name: "INSTANCE_NOT_CONFIGURED", path: "/" });
    }
  });
});

describe("with the instance set up", () => {
  beforeAll(async () => {
    await setUpInstance(t.db);
  });

  describe("magic-generate", () => {
    it("mails a six-digit code, stores only its keyed hash, and answers the key", async () => {
      const email = uniqueEmail();
      const before = Date.now();
      const res = await generate(`  ${email.toUpperCase()} `);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ key: `magic_${email}` });

      const mail = await t.smtp.nextMailTo(email);
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe(`${code} is your Cairn sign-in code`);
      expect(mail.html).toContain(code);
      expect(mail.from).toBe("no-reply@cairn.local");

      const row = await MagicCode.query(t.db).findById(email);
      expect(row?.attempts).toBe(0);
      expect(row?.code_hash).not.toContain(code);
      expect(row?.code_hash.length).toBeGreaterThan(20);
      const ttl = row!.expires_at.getTime() - before;
      expect(ttl).toBeGreaterThan((LIMITS.magicCodeTtlSeconds - 5) * 1000);
      expect(ttl).toBeLessThanOrEqual((LIMITS.magicCodeTtlSeconds + 5) * 1000);
    });

    it.each([
      [undefined, 5010, "EMAIL_REQUIRED"],
      ["", 5010, "EMAIL_REQUIRED"],
      ["   ", 5010, "EMAIL_REQUIRED"],
      ["not-an-email", 5005, "INVALID_EMAIL"],
      ["two@@example.com", 5005, "INVALID_EMAIL"],
    ])("email %j is refused with %s", async (email, code, name) => {
      const res = await generate(email);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: code, error_message: name });
    });

    it("refuses an unknown email with 5015 while sign-up is disabled, yet serves existing accounts", async () => {
      const existing = await buildUser(t.db);
      await withSetting("ENABLE_SIGNUP", "0", async () => {
        const res = await generate(uniqueEmail());
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error_code: 5015, error_message: "SIGNUP_DISABLED" });
        expect((await generate(existing.email)).status).toBe(200);
      });
      expect(codeIn(await t.smtp.nextMailTo(existing.email))).toMatch(/^\d{6}$/);
    });

    it("refuses a deactivated account with 5019", async () => {
      const { client, email } = await signedUpClient(t.baseUrl);
      expect((await client.send("DELETE", "/api/users/me/")).status).toBe(204);
      const res = await generate(email);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: 5019, error_message: "USER_ACCOUNT_DEACTIVATED" });
      expect(await MagicCode.query(t.db).findById(email)).toBeUndefined();
    });

    it("answers 5016 everywhere while the admin has magic login turned off", async () => {
      const user = await buildUser(t.db);
      await withSetting("ENABLE_MAGIC_LINK_LOGIN", "0", async () => {
        const res = await generate(user.email);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error_code: 5016, error_message: "MAGIC_LINK_LOGIN_DISABLED" });
        for (const mode of ["sign-in", "sign-up"] as const) {
          const form = await magicForm(mode, { email: user.email, code: "123456" });
          expect(errorOf(form.location)).toEqual({ code: "5016", name: "MAGIC_LINK_LOGIN_DISABLED", path: "/" });
        }
      });
      expect(await MagicCode.query(t.db).findById(user.email)).toBeUndefined();
    });
  });

  describe("magic sign-up", () => {
    it("creates a password-less account, signs it in and lands on onboarding", async () => {
      const email = uniqueEmail();
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, email);
      const res = await client.form("/auth/magic-sign-up/", { email: email.toUpperCase(), code, next_path: "/acme/projects/" });
      expect(res.status).toBe(302);
      expect(res.location?.pathname).toBe("/onboarding/");
      expect(res.location?.searchParams.get("next_path")).toBe("/acme/projects/");

      const me = await client.get("/api/users/me/");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email, is_password_autoset: true, is_email_verified: true, last_login_medium: "magic-code" });
      const user = await User.query(t.db).where("email", email).first();
      expect(user?.password_hash).toBeNull();
      expect(await MagicCode.query(t.db).findById(email)).toBeUndefined();
    });

    it.each([
      [{ email: "", code: "123456" }, "5055", "MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED"],
      [{ email: uniqueEmail() }, "5055", "MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED"],
      [{ email: uniqueEmail(), code: "  " }, "5055", "MAGIC_SIGN_UP_EMAIL_CODE_REQUIRED"],
      [{ email: "not-an-email", code: "123456" }, "5050", "INVALID_EMAIL_MAGIC_SIGN_UP"],
    ])("%o fails with %s", async (fields, code, name) => {
      const res = await magicForm("sign-up", fields as Record<string, string>);
      expect(res.status).toBe(302);
      expect(errorOf(res.location)).toEqual({ code, name, path: "/" });
    });

    it("refuses an existing account with 5030, keeping the typed email and next_path", async () => {
      const user = await buildUser(t.db);
      const code = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email);
      const res = await magicForm("sign-up", { email: user.email, code, next_path: "/x/" });
      expect(errorOf(res.location)).toEqual({ code: "5030", name: "USER_ALREADY_EXIST", path: "/" });
      expect(res.location?.searchParams.get("email")).toBe(user.email);
      expect(res.location?.searchParams.get("next_path")).toBe("/x/");
      expect(await MagicCode.query(t.db).findById(user.email)).toBeDefined();
    });

    it("refuses with 5015 while sign-up is disabled, and creates nobody", async () => {
      const email = uniqueEmail();
      const code = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, email);
      await withSetting("ENABLE_SIGNUP", "0", async () => {
        const res = await magicForm("sign-up", { email, code });
        expect(errorOf(res.location)).toEqual({ code: "5015", name: "SIGNUP_DISABLED", path: "/" });
      });
      expect(await User.query(t.db).where("email", email).first()).toBeUndefined();
    });

    it("answers a wrong code with 5092 and creates nobody; the right code still works", async () => {
      const email = uniqueEmail();
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, email);
      const res = await client.form("/auth/magic-sign-up/", { email, code: wrong(code) });
      expect(errorOf(res.location)).toEqual({ code: "5092", name: "INVALID_MAGIC_CODE_SIGN_UP", path: "/" });
      expect(client.cookies.has("session-id")).toBe(false);
      expect(await User.query(t.db).where("email", email).first()).toBeUndefined();
      const retry = await client.form("/auth/magic-sign-up/", { email, code });
      expect(retry.location?.pathname).toBe("/onboarding/");
    });

    it("answers an expired code with 5097", async () => {
      const email = uniqueEmail();
      const code = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, email);
      await expire(email);
      const res = await magicForm("sign-up", { email, code });
      expect(errorOf(res.location)).toEqual({ code: "5097", name: "EXPIRED_MAGIC_CODE_SIGN_UP", path: "/" });
      expect(await User.query(t.db).where("email", email).first()).toBeUndefined();
    });

    it("answers 5102 on the fifth wrong try and forgets the code", async () => {
      const email = uniqueEmail();
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, email);
      const codes: (string | null)[] = [];
      for (let attempt = 1; attempt <= LIMITS.magicCodeMaxAttempts; attempt++) {
        codes.push(errorOf((await client.form("/auth/magic-sign-up/", { email, code: wrong(code) })).location).code ?? null);
      }
      expect(codes).toEqual(["5092", "5092", "5092", "5092", "5102"]);
      expect(await MagicCode.query(t.db).findById(email)).toBeUndefined();
      const late = await client.form("/auth/magic-sign-up/", { email, code });
      expect(errorOf(late.location).code).toBe("5097");
    });
  });

  describe("magic sign-in", () => {
    it("signs an existing account in once per code and records the medium", async () => {
      const user = await buildUser(t.db);
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, user.email);
      const res = await client.form("/auth/magic-sign-in/", { email: user.email, code });
      expect(res.status).toBe(302);
      expect(res.location?.pathname).toBe("/onboarding/");
      const me = await client.get("/api/users/me/");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: user.id, last_login_medium: "magic-code" });

      const replay = await magicForm("sign-in", { email: user.email, code });
      expect(errorOf(replay.location)).toEqual({ code: "5095", name: "EXPIRED_MAGIC_CODE_SIGN_IN", path: "/" });
    });

    it("takes an onboarded user to next_path, and never off-site", async () => {
      const user = await buildUser(t.db);
      await Profile.query(t.db).patch({ is_onboarded: true }).where("user_id", user.id);
      const first = await magicForm("sign-in", { email: user.email, code: await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email), next_path: "/acme/" });
      expect(first.location?.href).toBe(`${t.baseUrl}/acme/`);
      const second = await magicForm("sign-in", {
        email: user.email,
        code: await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email),
        next_path: "//evil.example/",
      });
      expect(second.location?.href).toBe(`${t.baseUrl}/`);
    });

    it.each([
      [{ email: "", code: "123456" }, "5085", "MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED"],
      [{ email: "someone@example.com" }, "5085", "MAGIC_SIGN_IN_EMAIL_CODE_REQUIRED"],
      [{ email: "not-an-email", code: "123456" }, "5080", "INVALID_EMAIL_MAGIC_SIGN_IN"],
      [{ email: "nobody-at-all@example.com", code: "123456" }, "5060", "USER_DOES_NOT_EXIST"],
    ])("%o fails with %s", async (fields, code, name) => {
      const res = await magicForm("sign-in", fields as Record<string, string>);
      expect(res.status).toBe(302);
      expect(errorOf(res.location)).toEqual({ code, name, path: "/" });
    });

    it("refuses a deactivated account with 5019 even with a valid code", async () => {
      const email = uniqueEmail();
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, email);
      await client.form("/auth/magic-sign-up/", { email, code });
      expect((await client.send("DELETE", "/api/users/me/")).status).toBe(204);
      const res = await magicForm("sign-in", { email, code: "123456" });
      expect(errorOf(res.location)).toEqual({ code: "5019", name: "USER_ACCOUNT_DEACTIVATED", path: "/" });
    });

    it("a newer code replaces the older one", async () => {
      const user = await buildUser(t.db);
      const older = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email);
      let newer = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email);
      // Two draws may collide one time in a million; draw again rather than test nothing.
      while (newer === older) newer = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email);
      const stale = await magicForm("sign-in", { email: user.email, code: older });
      expect(errorOf(stale.location)).toEqual({ code: "5090", name: "INVALID_MAGIC_CODE_SIGN_IN", path: "/" });
      const fresh = await magicForm("sign-in", { email: user.email, code: newer });
      expect(errorOf(fresh.location).code).toBeNull();
    });

    it("answers a wrong code with 5090, keeping email and next_path, and sets no session", async () => {
      const user = await buildUser(t.db);
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, user.email);
      const res = await client.form("/auth/magic-sign-in/", { email: user.email, code: wrong(code), next_path: "/acme/" });
      expect(errorOf(res.location)).toEqual({ code: "5090", name: "INVALID_MAGIC_CODE_SIGN_IN", path: "/" });
      expect(res.location?.searchParams.get("email")).toBe(user.email);
      expect(res.location?.searchParams.get("next_path")).toBe("/acme/");
      expect(client.cookies.has("session-id")).toBe(false);
      expect((await MagicCode.query(t.db).findById(user.email))?.attempts).toBe(1);
    });

    it("answers an expired code with 5095", async () => {
      const user = await buildUser(t.db);
      const code = await requestMagicCode(new TestClient(t.baseUrl), t.smtp, user.email);
      await expire(user.email);
      const res = await magicForm("sign-in", { email: user.email, code });
      expect(errorOf(res.location)).toEqual({ code: "5095", name: "EXPIRED_MAGIC_CODE_SIGN_IN", path: "/" });
    });

    it("answers 5100 on the fifth wrong try and forgets the code", async () => {
      const user = await buildUser(t.db);
      const client = new TestClient(t.baseUrl);
      const code = await requestMagicCode(client, t.smtp, user.email);
      const codes: (string | null)[] = [];
      for (let attempt = 1; attempt <= LIMITS.magicCodeMaxAttempts; attempt++) {
        codes.push(errorOf((await client.form("/auth/magic-sign-in/", { email: user.email, code: wrong(code) })).location).code ?? null);
      }
      expect(codes).toEqual(["5090", "5090", "5090", "5090", "5100"]);
      expect(errorOf((await client.form("/auth/magic-sign-in/", { email: user.email, code })).location).code).toBe("5095");
      expect(client.cookies.has("session-id")).toBe(false);
    });
  });
});

describe("without a mail server", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ setUp: true });
  });
  afterAll(() => bare.close());

  it("magic-generate and both forms answer 5025", async () => {
    const user = await buildUser(bare.db);
    const res = await new TestClient(bare.baseUrl).send("POST", "/auth/magic-generate/", { email: user.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 5025, error_message: "SMTP_NOT_CONFIGURED" });
    for (const mode of ["sign-in", "sign-up"] as const) {
      const form = await new TestClient(bare.baseUrl).form(`/auth/magic-${mode}/`, { email: user.email, code: "123456" });
      expect(errorOf(form.location)).toEqual({ code: "5025", name: "SMTP_NOT_CONFIGURED", path: "/" });
    }
  });
});
