import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS, LIMITS } from "../../api/contract/limits.js";
import { MagicCode } from "../../db/models/MagicCode.js";
import { User } from "../../db/models/User.js";
import { TestClient, type TestResponse } from "../helpers/client.js";
import { buildUser, signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { magicCodeClient, requestMagicCode } from "../helpers/magicCode.js";
import { requestResetLink, resetPath } from "../helpers/passwordReset.js";
import { errorOf } from "../helpers/redirects.js";
import { startMailTestServer, type MailTestServer } from "../helpers/testServer.js";

const NEW_PASSWORD = "Basalt-Ridge-Lantern-77?";

let t: MailTestServer;
beforeAll(async () => {
  t = await startMailTestServer({ setUp: true });
});
afterAll(() => t.close());

function signIn(email: string, password: string, client = new TestClient(t.baseUrl)) {
  return client.form("/auth/sign-in/", { email, password });
}

/** A second browser holding the same session cookie, to check whether the old session still works. */
function cloneOf(client: TestClient): TestClient {
  const clone = new TestClient(t.baseUrl);
  const session = client.cookies.get("session-id");
  if (session) clone.cookies.set("session-id", session);
  return clone;
}

/** The four ways a forged request arrives, each of which must be refused before any handler runs. */
type Forgery = "missing token" | "wrong token" | "token of another cookie" | "cross-origin";
const FORGERIES: Forgery[] = ["missing token", "wrong token", "token of another cookie", "cross-origin"];

async function forgedForm(client: TestClient, path: string, fields: Record<string, string>, forgery: Forgery): Promise<TestResponse> {
  const own = await client.fetchCsrfToken();
  if (forgery === "missing token") return client.form(path, fields, { csrf: null });
  if (forgery === "wrong token") return client.form(path, fields, { csrf: `${own.split(".")[0]}.forged-signature` });
  if (forgery === "token of another cookie") return client.form(path, fields, { csrf: await new TestClient(t.baseUrl).fetchCsrfToken() });
  return client.form(path, fields, { headers: { origin: "https://evil.example" } });
}

async function forgedJson(client: TestClient, path: string, body: unknown, forgery: Forgery): Promise<TestResponse> {
  const own = await client.fetchCsrfToken();
  const send = (headers: Record<string, string>) =>
    client.request("POST", path, { headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  if (forgery === "missing token") return send({});
  if (forgery === "wrong token") return send({ "x-csrftoken": `${own.split(".")[0]}.forged-signature` });
  if (forgery === "token of another cookie") return send({ "x-csrftoken": await new TestClient(t.baseUrl).fetchCsrfToken() });
  return send({ "x-csrftoken": own, origin: "https://evil.example" });
}

function expectCsrfRefusal(res: TestResponse): void {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ code: "csrf_failed" });
  expect(res.headers.get("location")).toBeNull();
}

describe("CSRF", () => {
  it.each(FORGERIES)("magic sign-in and sign-up forms refuse a %s with 403, and nothing changes", async (forgery) => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.baseUrl);
    const code = await requestMagicCode(client, t.smtp, user.email);
    expectCsrfRefusal(await forgedForm(client, "/auth/magic-sign-in/", { email: user.email, code }, forgery));
    expect(client.cookies.has("session-id")).toBe(false);

    const newcomer = uniqueEmail();
    const newcomerCode = await requestMagicCode(client, t.smtp, newcomer);
    expectCsrfRefusal(await forgedForm(client, "/auth/magic-sign-up/", { email: newcomer, code: newcomerCode }, forgery));
    expect(await User.query(t.db).where("email", newcomer).first()).toBeUndefined();

    expect((await MagicCode.query(t.db).findById(user.email))?.attempts).toBe(0);
    expect(errorOf((await client.form("/auth/magic-sign-in/", { email: user.email, code })).location).code).toBeNull();
    expect(errorOf((await client.form("/auth/magic-sign-up/", { email: newcomer, code: newcomerCode })).location).code).toBeNull();
  });

  it.each(FORGERIES)("the reset-password form refuses a %s with 403 and the password stays", async (forgery) => {
    const user = await buildUser(t.db);
    const path = resetPath(await requestResetLink(t, user.email));
    expectCsrfRefusal(await forgedForm(new TestClient(t.baseUrl), path, { password: NEW_PASSWORD }, forgery));
    expect(errorOf((await signIn(user.email, STRONG_PASSWORD)).location).code).toBeNull();
    expect(errorOf((await new TestClient(t.baseUrl).form(path, { password: NEW_PASSWORD })).location).code).toBeNull();
  });

  it.each(FORGERIES)("change-password with a session refuses a %s with 403 and the password stays", async (forgery) => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const res = await forgedJson(client, "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }, forgery);
    expectCsrfRefusal(res);
    expect((await client.get("/api/users/me/")).status).toBe(200);
    expect(errorOf((await signIn(email, STRONG_PASSWORD)).location).code).toBeNull();
  });

  it.each(FORGERIES)("set-password with a session refuses a %s with 403 and no password is set", async (forgery) => {
    const client = await magicCodeClient(t.baseUrl, t.smtp, uniqueEmail(), "sign-up");
    expectCsrfRefusal(await forgedJson(client, "/auth/set-password/", { password: NEW_PASSWORD }, forgery));
    expect((await client.get("/api/users/me/")).body.is_password_autoset).toBe(true);
  });

  it.each(FORGERIES)("magic-generate and forgot-password with a session refuse a %s with 403 and send nothing", async (forgery) => {
    const { client, email } = await signedUpClient(t.baseUrl);
    expectCsrfRefusal(await forgedJson(client, "/auth/magic-generate/", { email }, forgery));
    expectCsrfRefusal(await forgedJson(client, "/auth/forgot-password/", { email }, forgery));
    expect(await MagicCode.query(t.db).findById(email)).toBeUndefined();
    expect(t.smtp.inbox.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it("sign-out without a token is refused and the session lives on", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    expectCsrfRefusal(await client.form("/auth/sign-out/", {}, { csrf: null }));
    expect((await client.get("/api/users/me/")).status).toBe(200);
  });

  it("a token issued to another session is refused, even planted as this browser's cookie", async () => {
    const a = await signedUpClient(t.baseUrl);
    const b = await signedUpClient(t.baseUrl);
    const tokenOfA = await a.client.fetchCsrfToken();
    // Double submit alone would pass: cookie and header agree and the server minted the token.
    b.client.cookies.set("csrftoken", tokenOfA);
    const change = { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD };
    expectCsrfRefusal(
      await b.client.request("POST", "/auth/change-password/", {
        headers: { "content-type": "application/json", "x-csrftoken": tokenOfA },
        body: JSON.stringify(change),
      }),
    );
    expectCsrfRefusal(await b.client.form("/auth/sign-out/", {}, { csrf: tokenOfA }));
    expect((await b.client.get("/api/users/me/")).status).toBe(200);
    expect(errorOf((await signIn(b.email, STRONG_PASSWORD)).location).code).toBeNull();
    // The same token still works for the session it was issued to.
    expect((await a.client.send("POST", "/auth/change-password/", change)).status).toBe(200);
  });

  it("signing in re-issues the token: the one from before is refused, the one fetched after works", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.baseUrl);
    const before = await client.fetchCsrfToken();
    expect(errorOf((await signIn(user.email, STRONG_PASSWORD, client)).location).code).toBeNull();
    const sendWith = (token: string) =>
      client.request("POST", "/auth/set-password/", { headers: { "content-type": "application/json", "x-csrftoken": token }, body: "{}" });
    expectCsrfRefusal(await sendWith(before));
    const after = await client.fetchCsrfToken();
    expect(after).not.toBe(before);
    expect((await sendWith(after)).body).toMatchObject({ error_code: 5145 });
    expect(await client.fetchCsrfToken()).toBe(after);
  });
});

describe("sessions", () => {
  it("password and magic-code sign-in rotate the session id; the old one stops working", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const first = cloneOf(client);
    expect((await signIn(email, STRONG_PASSWORD, client)).status).toBe(302);
    const second = cloneOf(client);
    expect(second.cookies.get("session-id")).not.toBe(first.cookies.get("session-id"));
    expect((await first.get("/api/users/me/")).status).toBe(401);

    const code = await requestMagicCode(client, t.smtp, email);
    expect(errorOf((await client.form("/auth/magic-sign-in/", { email, code })).location).code).toBeNull();
    expect(client.cookies.get("session-id")).not.toBe(second.cookies.get("session-id"));
    expect((await second.get("/api/users/me/")).status).toBe(401);
    expect((await client.get("/api/users/me/")).status).toBe(200);
  });

  it("a session id planted before sign-in is never adopted", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.baseUrl);
    client.cookies.set("session-id", "attacker-chosen-session-id");
    await client.fetchCsrfToken();
    expect(errorOf((await signIn(user.email, STRONG_PASSWORD, client)).location).code).toBeNull();
    expect(client.cookies.get("session-id")).not.toBe("attacker-chosen-session-id");
    const attacker = new TestClient(t.baseUrl);
    attacker.cookies.set("session-id", "attacker-chosen-session-id");
    expect((await attacker.get("/api/users/me/")).status).toBe(401);
  });

  it("sign-out destroys the session, not just the cookie", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    const kept = cloneOf(client);
    const res = await client.form("/auth/sign-out/", {});
    expect(res.status).toBe(302);
    expect(client.cookies.has("session-id")).toBe(false);
    expect((await kept.get("/api/users/me/")).status).toBe(401);
  });

  it("changing the password ends every session of the account, and only of that account", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const laptop = new TestClient(t.baseUrl);
    expect(errorOf((await signIn(email, STRONG_PASSWORD, laptop)).location).code).toBeNull();
    const phone = await magicCodeClient(t.baseUrl, t.smtp, email, "sign-in");
    const bystander = (await signedUpClient(t.baseUrl)).client;
    const kept = cloneOf(client);

    const res = await client.send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    for (const other of [kept, laptop, phone]) expect((await other.get("/api/users/me/")).status).toBe(401);
    expect((await bystander.get("/api/users/me/")).status).toBe(200);
  });

  it("a deactivated account is signed out and refused with 5019 by every sign-in route", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const kept = cloneOf(client);
    expect((await client.send("DELETE", "/api/users/me/")).status).toBe(204);
    expect((await kept.get("/api/users/me/")).status).toBe(401);
    expect(errorOf((await signIn(email, STRONG_PASSWORD)).location)).toEqual({ code: "5019", name: "USER_ACCOUNT_DEACTIVATED", path: "/" });
    const magic = await new TestClient(t.baseUrl).form("/auth/magic-sign-in/", { email, code: "123456" });
    expect(errorOf(magic.location).code).toBe("5019");
    expect((await new TestClient(t.baseUrl).send("POST", "/auth/magic-generate/", { email })).body).toMatchObject({ error_code: 5019 });
  });
});

describe("rate limits", () => {
  function expectJsonLimited(res: TestResponse): void {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error_code: 5900, error_message: "RATE_LIMIT_EXCEEDED" });
    expect(res.headers.get("retry-after")).toBe("600");
  }

  function expectFormLimited(res: TestResponse, path: string): void {
    expect(res.status).toBe(302);
    expect(errorOf(res.location)).toEqual({ code: "5900", name: "RATE_LIMIT_EXCEEDED", path });
  }

  /** Requests that each name a different email, so that only the per-address counter can run out. */
  const perIp: { name: string; call: (client: TestClient, i: number) => Promise<TestResponse>; limited: (res: TestResponse) => void }[] = [
    {
      name: "magic-generate",
      call: (client, i) => client.send("POST", "/auth/magic-generate/", { email: `not-an-email-${i}` }),
      limited: expectJsonLimited,
    },
    {
      name: "forgot-password",
      call: (client, i) => client.send("POST", "/auth/forgot-password/", { email: `not-an-email-${i}` }),
      limited: expectJsonLimited,
    },
    {
      name: "magic-sign-in",
      call: (client, i) => client.form("/auth/magic-sign-in/", { email: `someone-${i}@example.com` }),
      limited: (res) => expectFormLimited(res, "/"),
    },
    {
      name: "magic-sign-up",
      call: (client, i) => client.form("/auth/magic-sign-up/", { email: `someone-${i}@example.com` }),
      limited: (res) => expectFormLimited(res, "/"),
    },
    {
      name: "reset-password",
      call: (client) => client.form("/auth/reset-password/bm9ib2R5/not-a-token/", { password: NEW_PASSWORD }),
      limited: (res) => expectFormLimited(res, "/accounts/reset-password/"),
    },
  ];

  it.each(perIp)("$name: one address gets 5900 past its limit, another address does not", async ({ call, limited }) => {
    const client = new TestClient(t.baseUrl);
    for (let i = 0; i < AUTH_RATE_LIMITS.perIp.points; i++) {
      const res = await call(client, i);
      expect(res.status).not.toBe(429);
      expect(errorOf(res.location).code).not.toBe("5900");
    }
    limited(await call(client, AUTH_RATE_LIMITS.perIp.points));
    const fresh = await call(new TestClient(t.baseUrl), 0);
    expect(fresh.status).not.toBe(429);
    expect(errorOf(fresh.location).code).not.toBe("5900");
  });

  const { failuresPerIpAccount, failuresPerIp, failuresPerAccount, mailsPerEmail } = AUTH_RATE_LIMITS;
  const wrongPassword = (i: number) => `Guess-${i}-Password!`;

  function expectSignedIn(res: TestResponse, client: TestClient): void {
    expect(errorOf(res.location).code).toBeNull();
    expect(client.cookies.has("session-id")).toBe(true);
  }

  it("a stranger's failed attempts do not stop the owner signing in", async () => {
    const owner = await buildUser(t.db);
    const stranger = new TestClient(t.baseUrl);
    for (let i = 0; i < failuresPerIpAccount.points; i++) {
      expect(errorOf((await signIn(owner.email, wrongPassword(i), stranger)).location).code).toBe("5065");
    }
    // The stranger is stopped before the password is looked at: even the right one gets 5900.
    expectFormLimited(await signIn(owner.email, STRONG_PASSWORD, stranger), "/");
    expect(stranger.cookies.has("session-id")).toBe(false);
    const ownersBrowser = new TestClient(t.baseUrl);
    expectSignedIn(await signIn(owner.email, STRONG_PASSWORD, ownersBrowser), ownersBrowser);
  });

  it("past the per-account ceiling only addresses that have failed for the account wait", async () => {
    const owner = await buildUser(t.db);
    // Many addresses, each failing twice (well under its own limit), as a botnet would spread its guesses.
    const strangers = Array.from({ length: failuresPerAccount.points / 2 }, () => new TestClient(t.baseUrl));
    for (let batch = 0; batch < strangers.length; batch += 10) {
      await Promise.all(
        strangers.slice(batch, batch + 10).map(async (stranger, i) => {
          for (const n of [0, 1]) expect(errorOf((await signIn(owner.email, wrongPassword(i * 2 + n), stranger)).location).code).toBe("5065");
        }),
      );
    }
    expectFormLimited(await signIn(owner.email, STRONG_PASSWORD, strangers[0]), "/");
    const ownersBrowser = new TestClient(t.baseUrl);
    expectSignedIn(await signIn(owner.email, STRONG_PASSWORD, ownersBrowser), ownersBrowser);
    // A new address gets its one try; once it has failed, it waits like the rest.
    const newcomer = new TestClient(t.baseUrl);
    expect(errorOf((await signIn(owner.email, wrongPassword(-1), newcomer)).location).code).toBe("5065");
    expectFormLimited(await signIn(owner.email, STRONG_PASSWORD, newcomer), "/");
  });

  it("one address guessing over many accounts is stopped at its own limit", async () => {
    const users = await Promise.all(Array.from({ length: failuresPerIp.points + 1 }, () => buildUser(t.db)));
    const stuffer = new TestClient(t.baseUrl);
    for (const user of users.slice(0, failuresPerIp.points)) {
      expect(errorOf((await signIn(user.email, wrongPassword(0), stuffer)).location).code).toBe("5065");
    }
    expectFormLimited(await signIn(users.at(-1)!.email, STRONG_PASSWORD, stuffer), "/");
    const owner = new TestClient(t.baseUrl);
    expectSignedIn(await signIn(users.at(-1)!.email, STRONG_PASSWORD, owner), owner);
  });

  it("a right password forgives the address's earlier typos for that account", async () => {
    const owner = await buildUser(t.db);
    const client = new TestClient(t.baseUrl);
    for (let round = 0; round < 2; round++) {
      for (let i = 1; i < failuresPerIpAccount.points; i++) {
        expect(errorOf((await signIn(owner.email, wrongPassword(i), client)).location).code).toBe("5065");
      }
      expectSignedIn(await signIn(owner.email, STRONG_PASSWORD, client), client);
    }
  });

  it("wrong sign-in codes count per address like wrong passwords, and the owner's code still works", async () => {
    const owner = await buildUser(t.db);
    const stranger = new TestClient(t.baseUrl);
    for (let i = 0; i < failuresPerIpAccount.points; i++) {
      const res = await stranger.form("/auth/magic-sign-in/", { email: owner.email, code: String(100000 + i) });
      expect(errorOf(res.location).code).not.toBe("5900");
    }
    const ownersBrowser = new TestClient(t.baseUrl);
    const code = await requestMagicCode(ownersBrowser, t.smtp, owner.email);
    expectFormLimited(await stranger.form("/auth/magic-sign-in/", { email: owner.email, code }), "/");
    expect((await MagicCode.query(t.db).findById(owner.email))?.attempts).toBe(0);
    expectSignedIn(await ownersBrowser.form("/auth/magic-sign-in/", { email: owner.email, code }), ownersBrowser);
  });

  it("mail to one inbox gets 5900 past its limit whatever the address; the owner's password still signs in", async () => {
    const owner = await buildUser(t.db);
    const calls = [
      () => new TestClient(t.baseUrl).send("POST", "/auth/magic-generate/", { email: owner.email }),
      () => new TestClient(t.baseUrl).send("POST", "/auth/forgot-password/", { email: owner.email }),
    ];
    for (let i = 0; i < mailsPerEmail.points; i++) expect((await calls[i % 2]!()).status).toBe(200);
    expectJsonLimited(await calls[0]!());
    expectJsonLimited(await calls[1]!());
    const ownersBrowser = new TestClient(t.baseUrl);
    expectSignedIn(await signIn(owner.email, STRONG_PASSWORD, ownersBrowser), ownersBrowser);
  });

  it("change-password stops guessing the old password at the per-address limit, with a JSON 429", async () => {
    const { client } = await signedUpClient(t.baseUrl);
    for (let i = 0; i < failuresPerIpAccount.points; i++) {
      const res = await client.send("POST", "/auth/change-password/", { old_password: wrongPassword(i), new_password: NEW_PASSWORD });
      expect(res.body).toMatchObject({ error_code: 5135 });
    }
    expectJsonLimited(await client.send("POST", "/auth/change-password/", { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }));
    expect((await client.get("/api/users/me/")).status).toBe(200);
  });

  it("set-password is capped per address", async () => {
    const client = await magicCodeClient(t.baseUrl, t.smtp, uniqueEmail(), "sign-up");
    // magic-generate and magic-sign-up were the first two requests counted for this address.
    for (let i = 2; i < AUTH_RATE_LIMITS.perIp.points; i++) {
      expect((await client.send("POST", "/auth/set-password/", { password: "password1" })).body).toMatchObject({ error_code: 5020 });
    }
    expectJsonLimited(await client.send("POST", "/auth/set-password/", { password: NEW_PASSWORD }));
    expect((await client.get("/api/users/me/")).body.is_password_autoset).toBe(true);
  });
});

describe("bad input is a 4xx, never a 500", () => {
  let client: TestClient;
  beforeAll(async () => {
    client = (await signedUpClient(t.baseUrl)).client;
    await client.fetchCsrfToken();
  });

  /** Each endpoint with a well-formed body, so every case below differs from it in one way only. */
  const endpoints: { path: string; valid: Record<string, string>; form: boolean }[] = [
    { path: "/auth/magic-generate/", valid: { email: "someone@example.com" }, form: false },
    { path: "/auth/forgot-password/", valid: { email: "someone@example.com" }, form: false },
    { path: "/auth/change-password/", valid: { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD }, form: false },
    { path: "/auth/set-password/", valid: { password: NEW_PASSWORD }, form: false },
    { path: "/auth/magic-sign-in/", valid: { email: "someone@example.com", code: "123456", next_path: "/" }, form: true },
    { path: "/auth/magic-sign-up/", valid: { email: "someone@example.com", code: "123456", next_path: "/" }, form: true },
    { path: "/auth/reset-password/bm9ib2R5/not-a-token/", valid: { password: NEW_PASSWORD }, form: true },
  ];

  function postRaw(path: string, contentType: string, body: string): Promise<TestResponse> {
    return client.request("POST", path, { headers: { "content-type": contentType, "x-csrftoken": client.csrfToken! }, body });
  }

  function postJson(path: string, body: unknown): Promise<TestResponse> {
    return postRaw(path, "application/json", JSON.stringify(body));
  }

  function expectBadRequest(res: TestResponse): void {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error" });
  }

  const names = endpoints.map((endpoint) => [endpoint.path, endpoint] as const);

  it.each(names)("%s: broken JSON and JSON that is not an object are 400", async (path) => {
    expectBadRequest(await postRaw(path, "application/json", '{"email": '));
    for (const body of ["[]", '"text"', "null", "42"]) expectBadRequest(await postRaw(path, "application/json", body));
  });

  it.each(names)("%s: wrong types, arrays and unknown keys are 400 naming the field", async (path, { valid }) => {
    for (const field of Object.keys(valid)) {
      for (const wrong of [12345, true, { nested: "x" }, [valid[field]], null]) {
        const res = await postJson(path, { ...valid, [field]: wrong });
        expectBadRequest(res);
        expect(res.body.details[0].path).toBe(field);
      }
    }
    const unknown = await postJson(path, { ...valid, is_superuser: true });
    expectBadRequest(unknown);
  });

  it.each(names)("%s: a body over 1 MB is 413", async (path, { valid }) => {
    const padding = "x".repeat(LIMITS.jsonBodyBytes + 1024);
    const res = await postJson(path, { ...valid, [Object.keys(valid)[0]!]: padding });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: "payload_too_large" });
  });

  it.each(endpoints.filter((endpoint) => endpoint.form).map((endpoint) => [endpoint.path, endpoint] as const))(
    "%s as a form: repeated fields, unknown fields and a huge body are refused",
    async (path, { valid }) => {
      const field = Object.keys(valid)[0]!;
      const fields = new URLSearchParams({ csrfmiddlewaretoken: client.csrfToken!, ...valid });
      fields.append(field, "second-value");
      expectBadRequest(await postRaw(path, "application/x-www-form-urlencoded", fields.toString()));

      const extra = new URLSearchParams({ csrfmiddlewaretoken: client.csrfToken!, ...valid, is_superuser: "1" });
      expectBadRequest(await postRaw(path, "application/x-www-form-urlencoded", extra.toString()));

      const huge = new URLSearchParams({ csrfmiddlewaretoken: client.csrfToken!, ...valid, [field]: "x".repeat(LIMITS.jsonBodyBytes + 1024) });
      expect((await postRaw(path, "application/x-www-form-urlencoded", huge.toString())).status).toBe(413);
    },
  );

  it("none of it signed anybody in or out", async () => {
    expect((await client.get("/api/users/me/")).status).toBe(200);
  });
});
