import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SECRET_SETTING_MASK } from "../../api/contract/instanceSettings.js";
import { AUTH_RATE_LIMITS } from "../../api/contract/limits.js";
import { decryptSetting } from "../../api/instance/secretBox.js";
import { INSTANCE_SETTING_DEFAULTS } from "../../api/instance/settings.js";
import { Instance } from "../../db/models/Instance.js";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import { InstanceConfiguration } from "../../db/models/InstanceConfiguration.js";
import { User } from "../../db/models/User.js";
import { TestClient } from "../helpers/client.js";
import { buildUser, signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { errorOf } from "../helpers/redirects.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const SIGN_UP = "/api/instances/admins/sign-up/";
const SIGN_IN = "/api/instances/admins/sign-in/";
const SIGN_OUT = "/api/instances/admins/sign-out/";
const ME = "/api/instances/admins/me/";
const CONFIGURATIONS = "/api/instances/configurations/";
const INSTANCE = "/api/instances/";

function signUpFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: uniqueEmail("admin"),
    first_name: "Ada",
    last_name: "Lovelace",
    company_name: "Analytical Engines",
    password: STRONG_PASSWORD,
    is_telemetry_enabled: "True",
    ...overrides,
  };
}

/** Back to a fresh install: no admin, not set up, the default name, default settings. */
async function resetInstance(): Promise<void> {
  await InstanceAdmin.query(t.db).delete();
  await InstanceConfiguration.query(t.db).delete();
  await Instance.query(t.db).patch({ is_setup_done: false, instance_name: "Cairn", is_telemetry_enabled: false });
}

async function adminCount(): Promise<number> {
  return (await InstanceAdmin.query(t.db)).length;
}

/** A client that went through the real god-mode set-up form as the first visitor. */
async function firstAdmin(): Promise<{ client: TestClient; email: string }> {
  await resetInstance();
  const client = new TestClient(t.baseUrl);
  const fields = signUpFields();
  const res = await client.form(SIGN_UP, fields);
  expect(res.location?.pathname).toBe("/god-mode/general/");
  return { client, email: fields.email as string };
}

async function signedInClient(email: string, password = STRONG_PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.baseUrl);
  const res = await client.form(SIGN_IN, { email, password });
  expect(res.location?.pathname).toBe("/god-mode/general/");
  return client;
}

describe("POST /api/instances/admins/sign-up/", () => {
  beforeEach(resetInstance);

  it("makes the first visitor the admin, signs them in and sets the instance up", async () => {
    expect((await new TestClient(t.baseUrl).get(INSTANCE)).body.instance.is_setup_done).toBe(false);
    const client = new TestClient(t.baseUrl);
    const fields = signUpFields({ email: uniqueEmail("admin").toUpperCase() });
    const res = await client.form(SIGN_UP, fields);
    expect(res.status).toBe(302);
    expect(res.location?.pathname).toBe("/god-mode/general/");
    expect(res.location?.search).toBe("");

    const me = await client.get(ME);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: fields.email?.toLowerCase(), first_name: "Ada", last_name: "Lovelace", is_password_autoset: false });
    expect(me.body).not.toHaveProperty("password_hash");

    const info = (await new TestClient(t.baseUrl).get(INSTANCE)).body.instance;
    expect(info).toMatchObject({ is_setup_done: true, instance_name: "Analytical Engines", is_telemetry_enabled: true });
    const admins = await InstanceAdmin.query(t.db);
    expect(admins.map((admin) => admin.user_id)).toEqual([me.body.id]);
    expect(admins[0]?.role).toBe(20);
  });

  it("opens ordinary sign-up once the instance is set up", async () => {
    const before = await new TestClient(t.baseUrl).form("/auth/sign-up/", { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(errorOf(before.location).code).toBe("5000");
    await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields());
    const { client } = await signedUpClient(t.baseUrl);
    expect((await client.get("/api/users/me/")).status).toBe(200);
  });

  it("keeps the instance name without a company name, and telemetry off unless asked for", async () => {
    const res = await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields({ company_name: "  ", is_telemetry_enabled: "False" }));
    expect(res.location?.pathname).toBe("/god-mode/general/");
    const info = await Instance.query(t.db).first();
    expect(info).toMatchObject({ instance_name: "Cairn", is_telemetry_enabled: false, is_setup_done: true });
  });

  it.each([
    [{ email: "" }, "5155", "REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME"],
    [{ password: "" }, "5155", "REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME"],
    [{ first_name: "" }, "5155", "REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME"],
    [{ first_name: "   " }, "5155", "REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME"],
    [{ email: "not-an-email" }, "5160", "INVALID_ADMIN_EMAIL"],
    [{ password: "password1" }, "5165", "INVALID_ADMIN_PASSWORD"],
    [{ password: "Ab1!" }, "5165", "INVALID_ADMIN_PASSWORD"],
  ])("refuses %o with %s, keeps what was typed, and creates nothing", async (overrides, code, name) => {
    const client = new TestClient(t.baseUrl);
    const fields = signUpFields(overrides);
    const res = await client.form(SIGN_UP, fields);
    expect(res.status).toBe(302);
    expect(errorOf(res.location)).toEqual({ code, name, path: "/god-mode/" });
    const echoed = Object.fromEntries(res.location?.searchParams ?? []);
    for (const field of ["email", "first_name", "last_name", "company_name", "is_telemetry_enabled"]) {
      expect(echoed[field]).toBe(fields[field] || undefined);
    }
    expect(echoed).not.toHaveProperty("password");
    expect(res.location?.href).not.toContain(encodeURIComponent(STRONG_PASSWORD));
    expect(client.cookies.has("session-id")).toBe(false);
    expect(await adminCount()).toBe(0);
    expect((await Instance.query(t.db).first())?.is_setup_done).toBe(false);
  });

  it("refuses an email that already has an ordinary account with 5180", async () => {
    const user = await buildUser(t.db);
    const res = await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields({ email: ` ${user.email.toUpperCase()} ` }));
    expect(errorOf(res.location)).toEqual({ code: "5180", name: "ADMIN_USER_ALREADY_EXIST", path: "/god-mode/" });
    expect(await adminCount()).toBe(0);
  });

  it("answers 5150 once an admin exists, before judging the rest of the form", async () => {
    await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields());
    const complete = await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields());
    expect(errorOf(complete.location)).toEqual({ code: "5150", name: "ADMIN_ALREADY_EXIST", path: "/god-mode/" });
    const incomplete = await new TestClient(t.baseUrl).form(SIGN_UP, { email: "" });
    expect(errorOf(incomplete.location).code).toBe("5150");
    expect(await adminCount()).toBe(1);
  });

  it("lets exactly one of several concurrent first visitors become the admin", async () => {
    const visitors = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new TestClient(t.baseUrl);
        await client.fetchCsrfToken();
        return { client, fields: signUpFields() };
      }),
    );
    const results = await Promise.all(visitors.map(({ client, fields }) => client.form(SIGN_UP, fields)));
    const winners = results.filter((res) => res.location?.pathname === "/god-mode/general/");
    expect(winners).toHaveLength(1);
    expect(results.filter((res) => errorOf(res.location).code === "5150")).toHaveLength(5);

    const admins = await InstanceAdmin.query(t.db);
    expect(admins).toHaveLength(1);
    const emails = visitors.map(({ fields }) => fields.email as string);
    const created = await User.query(t.db).whereIn("email", emails);
    expect(created.map((user) => user.id)).toEqual([admins[0]?.user_id]);
  });

  it("refuses fields it does not know with 400", async () => {
    const res = await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields({ is_admin: "true" }));
    expect(res.status).toBe(400);
    expect(await adminCount()).toBe(0);
  });

  it("needs the CSRF token (403)", async () => {
    const res = await new TestClient(t.baseUrl).form(SIGN_UP, signUpFields(), { csrf: null });
    expect(res.status).toBe(403);
    expect(await adminCount()).toBe(0);
  });
});

describe("POST /api/instances/admins/sign-in/ and sign-out/", () => {
  let adminEmail: string;
  beforeAll(async () => {
    adminEmail = (await firstAdmin()).email;
  });

  it("signs an admin in and out", async () => {
    const client = new TestClient(t.baseUrl);
    const res = await client.form(SIGN_IN, { email: adminEmail.toUpperCase(), password: STRONG_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.location?.pathname).toBe("/god-mode/general/");
    expect((await client.get(ME)).body.email).toBe(adminEmail);

    const out = await client.form(SIGN_OUT, {});
    expect(out.status).toBe(302);
    expect(out.location?.pathname).toBe("/god-mode/");
    expect(client.cookies.has("session-id")).toBe(false);
    expect((await client.get(ME)).status).toBe(401);
  });

  it("signing out needs the CSRF token and then leaves the session alone", async () => {
    const client = await signedInClient(adminEmail);
    const res = await client.form(SIGN_OUT, {}, { csrf: null });
    expect(res.status).toBe(403);
    expect((await client.get(ME)).status).toBe(200);
  });

  it.each([
    [{ email: "", password: STRONG_PASSWORD }, "5170", "REQUIRED_ADMIN_EMAIL_PASSWORD"],
    [{ email: "someone@example.com" }, "5170", "REQUIRED_ADMIN_EMAIL_PASSWORD"],
    [{ email: "bad", password: STRONG_PASSWORD }, "5160", "INVALID_ADMIN_EMAIL"],
    [{ email: "nobody-at-all@example.com", password: STRONG_PASSWORD }, "5185", "ADMIN_USER_DOES_NOT_EXIST"],
  ])("refuses %o with %s", async (fields, code, name) => {
    const client = new TestClient(t.baseUrl);
    const res = await client.form(SIGN_IN, fields as Record<string, string>);
    expect(res.status).toBe(302);
    expect(errorOf(res.location)).toEqual({ code, name, path: "/god-mode/" });
    expect(client.cookies.has("session-id")).toBe(false);
  });

  it("answers a wrong password and a non-admin alike with 5175, echoing the email", async () => {
    const user = await buildUser(t.db);
    const attempts = [
      { email: adminEmail, password: "Wrong-Password-123!" },
      { email: user.email, password: STRONG_PASSWORD },
    ];
    for (const fields of attempts) {
      const client = new TestClient(t.baseUrl);
      const res = await client.form(SIGN_IN, fields);
      expect(errorOf(res.location)).toEqual({ code: "5175", name: "ADMIN_AUTHENTICATION_FAILED", path: "/god-mode/" });
      expect(res.location?.searchParams.get("email")).toBe(fields.email);
      expect(client.cookies.has("session-id")).toBe(false);
    }
  });

  it("tells a deactivated admin 5190 only with the right password", async () => {
    const other = await buildUser(t.db);
    await InstanceAdmin.query(t.db).insert({ user_id: other.id });
    await User.query(t.db).patch({ is_active: false }).where("id", other.id);
    const right = await new TestClient(t.baseUrl).form(SIGN_IN, { email: other.email, password: STRONG_PASSWORD });
    expect(errorOf(right.location)).toEqual({ code: "5190", name: "ADMIN_USER_DEACTIVATED", path: "/god-mode/" });
    const wrong = await new TestClient(t.baseUrl).form(SIGN_IN, { email: other.email, password: "Wrong-Password-123!" });
    expect(errorOf(wrong.location).code).toBe("5175");
  });

  it("stops a guessing address with 5900, even for the right password, and lets the admin in from another", async () => {
    const other = await buildUser(t.db);
    await InstanceAdmin.query(t.db).insert({ user_id: other.id });
    const client = new TestClient(t.baseUrl);
    for (let i = 0; i < AUTH_RATE_LIMITS.failuresPerIpAccount.points; i++) {
      const res = await client.form(SIGN_IN, { email: other.email, password: "Wrong-Password-123!" });
      expect(errorOf(res.location).code).toBe("5175");
    }
    const res = await client.form(SIGN_IN, { email: other.email, password: STRONG_PASSWORD });
    expect(errorOf(res.location)).toEqual({ code: "5900", name: "RATE_LIMIT_EXCEEDED", path: "/god-mode/" });
    expect(client.cookies.has("session-id")).toBe(false);
    const admin = new TestClient(t.baseUrl);
    expect(errorOf((await admin.form(SIGN_IN, { email: other.email, password: STRONG_PASSWORD })).location).code).toBeNull();
    expect(admin.cookies.has("session-id")).toBe(true);
  });

  it("refuses unknown fields with 400 and a missing CSRF token with 403", async () => {
    expect((await new TestClient(t.baseUrl).form(SIGN_IN, { email: adminEmail, password: STRONG_PASSWORD, role: "20" })).status).toBe(400);
    expect((await new TestClient(t.baseUrl).form(SIGN_IN, { email: adminEmail, password: STRONG_PASSWORD }, { csrf: null })).status).toBe(403);
  });
});

describe("admin-only endpoints: who may call them", () => {
  let admin: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    admin = (await firstAdmin()).client;
    member = (await signedUpClient(t.baseUrl)).client;
  });

  const calls: [string, string, unknown][] = [
    ["GET", ME, undefined],
    ["GET", CONFIGURATIONS, undefined],
    ["PATCH", CONFIGURATIONS, { ENABLE_SIGNUP: "0" }],
    ["PATCH", INSTANCE, { instance_name: "Taken over" }],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, path, body) => {
    const res = method === "GET" ? await new TestClient(t.baseUrl).get(path) : await new TestClient(t.baseUrl).send(method, path, body);
    expect(res.status).toBe(401);
  });

  it.each(calls)("%s %s answers 403 to a signed-in non-admin, whatever the input", async (method, path, body) => {
    const res = method === "GET" ? await member.get(path) : await member.send(method, path, body);
    expect(res.status).toBe(403);
    if (method !== "GET") expect((await member.send(method, path, { NOT_A_SETTING: 1 })).status).toBe(403);
    expect(await adminCount()).toBe(1);
    expect((await Instance.query(t.db).first())?.instance_name).toBe("Analytical Engines");
    expect(await InstanceConfiguration.query(t.db)).toEqual([]);
  });

  it.each(calls.filter(([method]) => method !== "GET"))("%s %s from the admin needs the CSRF header (403)", async (method, path, body) => {
    const res = await admin.request(method, path, { headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("csrf_failed");
    expect(await InstanceConfiguration.query(t.db)).toEqual([]);
  });

  it("GET /api/instances/admins/me/ answers the admin", async () => {
    const res = await admin.get(ME);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: "Ada", last_name: "Lovelace", is_active: true });
  });
});

describe("GET and PATCH /api/instances/configurations/", () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await firstAdmin()).client;
  });
  afterEach(async () => {
    await InstanceConfiguration.query(t.db).delete();
  });

  function asMap(list: { key: string; value: string }[]): Record<string, string> {
    return Object.fromEntries(list.map((item) => [item.key, item.value]));
  }

  it("lists every setting with its default, category and encryption flag", async () => {
    const res = await admin.get(CONFIGURATIONS);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(Object.keys(INSTANCE_SETTING_DEFAULTS).length);
    expect(asMap(res.body)).toEqual(INSTANCE_SETTING_DEFAULTS);
    for (const item of res.body) {
      expect(Object.keys(item).sort()).toEqual(["category", "is_encrypted", "key", "value"]);
      expect(item.category).toBe(item.key.startsWith("ENABLE_") ? "AUTHENTICATION" : item.key.startsWith("WEBHOOK_") ? "WEBHOOKS" : "SMTP");
      expect(item.is_encrypted).toBe(item.key === "EMAIL_HOST_PASSWORD");
    }
  });

  it("stores the mail server, seals the password and never shows it", async () => {
    const changes = {
      EMAIL_HOST: "smtp.example.com",
      EMAIL_PORT: "465",
      EMAIL_HOST_USER: "mailer",
      EMAIL_HOST_PASSWORD: "s3cret-Pass!",
      EMAIL_USE_TLS: "0",
      EMAIL_USE_SSL: "1",
      EMAIL_FROM: "Cairn <no-reply@example.com>",
    };
    const res = await admin.send("PATCH", CONFIGURATIONS, changes);
    expect(res.status).toBe(200);
    expect(asMap(res.body)).toEqual({ ...INSTANCE_SETTING_DEFAULTS, ...changes, EMAIL_HOST_PASSWORD: SECRET_SETTING_MASK });
    expect(JSON.stringify((await admin.get(CONFIGURATIONS)).body)).not.toContain("s3cret");

    const rows = Object.fromEntries((await InstanceConfiguration.query(t.db)).map((row) => [row.key, row]));
    expect(rows.EMAIL_HOST).toMatchObject({ value: "smtp.example.com", category: "SMTP", is_encrypted: false });
    expect(rows.EMAIL_HOST_PASSWORD?.is_encrypted).toBe(true);
    expect(rows.EMAIL_HOST_PASSWORD?.value).not.toContain("s3cret");
    expect(decryptSetting(t.config.secretKey, rows.EMAIL_HOST_PASSWORD?.value ?? "")).toBe("s3cret-Pass!");

    // The form sends the mask back untouched: the stored password stays; an empty value clears it.
    await admin.send("PATCH", CONFIGURATIONS, { EMAIL_HOST_PASSWORD: SECRET_SETTING_MASK, EMAIL_PORT: "587" });
    const kept = await InstanceConfiguration.query(t.db).findById("EMAIL_HOST_PASSWORD");
    expect(decryptSetting(t.config.secretKey, kept?.value ?? "")).toBe("s3cret-Pass!");
    const cleared = await admin.send("PATCH", CONFIGURATIONS, { EMAIL_HOST_PASSWORD: "" });
    expect(asMap(cleared.body).EMAIL_HOST_PASSWORD).toBe("");
  });

  it("reports SMTP as configured once EMAIL_HOST is set", async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(INSTANCE)).body.config.is_smtp_configured).toBe(false);
    await admin.send("PATCH", CONFIGURATIONS, { EMAIL_HOST: "mail.example.com" });
    expect((await anonymous.get(INSTANCE)).body.config.is_smtp_configured).toBe(true);
    await admin.send("PATCH", CONFIGURATIONS, { EMAIL_HOST: "" });
    expect((await anonymous.get(INSTANCE)).body.config.is_smtp_configured).toBe(false);
  });

  it.each(["ops@example.com", "Cairn <no-reply@example.com>", '"Cairn, Inc." <no-reply@example.com>', ""])(
    "accepts EMAIL_FROM %j",
    async (from) => {
      const res = await admin.send("PATCH", CONFIGURATIONS, { EMAIL_FROM: from });
      expect(res.status).toBe(200);
      expect(asMap(res.body).EMAIL_FROM).toBe(from);
    },
  );

  it.each([
    [{ NOT_A_SETTING: "1" }],
    [{ ENABLE_SIGNUP: "0", NOT_A_SETTING: "1" }],
    [{ ENABLE_SIGNUP: true }],
    [{ ENABLE_SIGNUP: 1 }],
    [{ ENABLE_SIGNUP: "yes" }],
    [{ ENABLE_MAGIC_LINK_LOGIN: "" }],
    [{ EMAIL_USE_TLS: null }],
    [{ EMAIL_USE_SSL: "true" }],
    [{ EMAIL_PORT: 587 }],
    [{ EMAIL_PORT: "0" }],
    [{ EMAIL_PORT: "70000" }],
    [{ EMAIL_PORT: "25a" }],
    [{ EMAIL_PORT: "" }],
    [{ EMAIL_HOST: "smtp example.com" }],
    [{ EMAIL_HOST: "smtp.example.com:25" }],
    [{ EMAIL_HOST: "smtp://smtp.example.com" }],
    [{ EMAIL_HOST: "a".repeat(300) }],
    [{ EMAIL_FROM: "not an email" }],
    [{ EMAIL_FROM: "Evil\r\nBcc: victim@example.com <a@example.com>" }],
    [{ EMAIL_FROM: "Cairn <no-reply@example.com" }],
    [{ EMAIL_HOST_USER: "line\nbreak" }],
    [{ EMAIL_HOST_PASSWORD: 12345 }],
    [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" }],
    [["ENABLE_SIGNUP", "0"]],
  ])("refuses %j with 400 and changes nothing", async (body) => {
    const res = await admin.send("PATCH", CONFIGURATIONS, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(await InstanceConfiguration.query(t.db)).toEqual([]);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await admin.request("PATCH", CONFIGURATIONS, {
      headers: { "content-type": "application/json", "x-csrftoken": admin.csrfToken ?? "" },
      body: "{ENABLE_SIGNUP:",
    });
    expect(res.status).toBe(400);
  });
});

describe("the god-mode switches drive the sign-in flows", () => {
  let admin: TestClient;
  let existing: User;
  beforeAll(async () => {
    admin = (await firstAdmin()).client;
    existing = await buildUser(t.db);
  });
  afterEach(async () => {
    await InstanceConfiguration.query(t.db).delete();
  });

  async function configure(changes: Record<string, string>): Promise<void> {
    expect((await admin.send("PATCH", CONFIGURATIONS, changes)).status).toBe(200);
  }

  function emailCheck(email: string) {
    return new TestClient(t.baseUrl).send("POST", "/auth/email-check/", { email });
  }

  it("ENABLE_SIGNUP off: sign-up answers 5015, existing accounts still sign in", async () => {
    await configure({ ENABLE_SIGNUP: "0" });
    expect((await new TestClient(t.baseUrl).get(INSTANCE)).body.config.enable_signup).toBe(false);
    const signUp = await new TestClient(t.baseUrl).form("/auth/sign-up/", { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(errorOf(signUp.location)).toEqual({ code: "5015", name: "SIGNUP_DISABLED", path: "/" });
    const check = await emailCheck(uniqueEmail());
    expect(check.status).toBe(400);
    expect(check.body.error_code).toBe(5015);
    expect((await emailCheck(existing.email)).body).toEqual({ existing: true, status: "CREDENTIAL" });
    const signIn = await new TestClient(t.baseUrl).form("/auth/sign-in/", { email: existing.email, password: STRONG_PASSWORD });
    expect(signIn.location?.searchParams.has("error_code")).toBe(false);
  });

  it("ENABLE_EMAIL_PASSWORD off: sign-in and sign-up answer 5018", async () => {
    await configure({ ENABLE_EMAIL_PASSWORD: "0" });
    expect((await new TestClient(t.baseUrl).get(INSTANCE)).body.config.is_email_password_enabled).toBe(false);
    const signIn = await new TestClient(t.baseUrl).form("/auth/sign-in/", { email: existing.email, password: STRONG_PASSWORD });
    expect(errorOf(signIn.location)).toEqual({ code: "5018", name: "PASSWORD_LOGIN_DISABLED", path: "/" });
    const signUp = await new TestClient(t.baseUrl).form("/auth/sign-up/", { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(errorOf(signUp.location).code).toBe("5018");
  });

  it("email-check offers a code only when magic login is on and SMTP is configured", async () => {
    expect((await emailCheck(uniqueEmail())).body).toEqual({ existing: false, status: "CREDENTIAL" });
    await configure({ EMAIL_HOST: "smtp.example.com" });
    expect((await emailCheck(uniqueEmail())).body).toEqual({ existing: false, status: "MAGIC_CODE" });
    expect((await emailCheck(existing.email)).body).toEqual({ existing: true, status: "CREDENTIAL" });
    await configure({ ENABLE_EMAIL_PASSWORD: "0" });
    expect((await emailCheck(existing.email)).body).toEqual({ existing: true, status: "MAGIC_CODE" });
    await configure({ ENABLE_MAGIC_LINK_LOGIN: "0", ENABLE_EMAIL_PASSWORD: "1" });
    expect((await new TestClient(t.baseUrl).get(INSTANCE)).body.config.is_magic_login_enabled).toBe(false);
    expect((await emailCheck(uniqueEmail())).body).toEqual({ existing: false, status: "CREDENTIAL" });
  });
});

describe("PATCH /api/instances/", () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await firstAdmin()).client;
  });

  it("renames the instance and switches telemetry, answering the GET shape", async () => {
    const res = await admin.send("PATCH", INSTANCE, { instance_name: "  Summit  ", is_telemetry_enabled: false });
    expect(res.status).toBe(200);
    expect(res.body.instance).toMatchObject({ instance_name: "Summit", is_telemetry_enabled: false, is_setup_done: true });
    expect(Object.keys(res.body).sort()).toEqual(["config", "instance"]);
    const info = (await new TestClient(t.baseUrl).get(INSTANCE)).body;
    expect(info).toEqual(res.body);
  });

  it.each([
    [{ instance_name: "" }],
    [{ instance_name: "   " }],
    [{ instance_name: 5 }],
    [{ instance_name: "x".repeat(256) }],
    [{ is_telemetry_enabled: "yes" }],
    [{ is_setup_done: false }],
    [{ id: "00000000-0000-0000-0000-000000000000" }],
    [null],
  ])("refuses %j with 400 and changes nothing", async (body) => {
    const before = await Instance.query(t.db).first();
    const res = await admin.send("PATCH", INSTANCE, body);
    expect(res.status).toBe(400);
    expect(await Instance.query(t.db).first()).toEqual(before);
  });
});
