import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES } from "../../api/contract/authErrorCodes.js";
import { AUTH_RATE_LIMITS, LIMITS } from "../../api/contract/limits.js";
import { User } from "../../db/models/User.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { signedUpClient, uniqueEmail } from "../helpers/factories.js";
import { codeIn, magicCodeClient } from "../helpers/magicCode.js";
import { startMailTestServer, startTestServer, type MailTestServer, type TestServer } from "../helpers/testServer.js";

const SEND = "/api/users/me/verify-email/send/";
const VERIFY = "/api/users/me/verify-email/";

let t: MailTestServer;
beforeAll(async () => {
  t = await startMailTestServer({ setUp: true });
});
afterAll(() => t.close());

async function isVerified(server: TestServer, email: string): Promise<boolean | undefined> {
  return (await User.query(server.db).where("email", email).first())?.is_email_verified;
}

/** Asks for a code as the signed-in account and reads it from the mail that arrived. */
async function mailedCode(client: TestClient, email: string): Promise<string> {
  const res = await client.send("POST", SEND, {});
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  return codeIn(await t.smtp.nextMailTo(email));
}

/** A six-digit code that is not `code`. */
function wrong(code: string): string {
  return String((Number(code) + 1) % 10 ** LIMITS.magicCodeLength).padStart(LIMITS.magicCodeLength, "0");
}

describe("email verification: /api/users/me/verify-email/", () => {
  it("answers 401 to an anonymous caller on both endpoints", async () => {
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.send("POST", SEND, {})).status).toBe(401);
    expect((await anonymous.send("POST", VERIFY, { code: "123456" })).status).toBe(401);
  });

  it.each([
    ["no body", undefined],
    ["no code", {}],
    ["a short code", { code: "12345" }],
    ["letters", { code: "12a456" }],
    ["a number", { code: 123456 }],
    ["an unknown field", { code: "123456", email: "other@example.com" }],
  ])("answers 400 to %s, naming the field", async (_name, body) => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const res = await client.send("POST", VERIFY, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(await isVerified(t, email)).toBe(false);
  });

  it("a password sign-up starts unverified and is mailed nothing until it asks", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    expect((await client.get("/api/users/me/")).body.is_email_verified).toBe(false);
    await expect(t.smtp.nextMailTo(email, 300)).rejects.toThrow(/no mail/);
    expect((await client.send("POST", SEND, { email: "someone-else@example.com" })).status).toBe(400);
  });

  it("mails a code to the account's own address; the code verifies it once, and the account hears of it alone", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const me = (await client.get("/api/users/me/")).body;
    const code = await mailedCode(client, email);
    const wrongRes = await client.send("POST", VERIFY, { code: wrong(code) });
    expect(wrongRes.status).toBe(400);
    expect(wrongRes.body.details).toEqual([{ path: "code", message: "is not the code we sent" }]);
    expect(await isVerified(t, email)).toBe(false);

    const events = recordEvents(t.server.services.events);
    const res = await client.send("POST", VERIFY, { code: ` ${code} ` });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, is_email_verified: true });
    expect((await client.get("/api/users/me/")).body.is_email_verified).toBe(true);
    expect(await isVerified(t, email)).toBe(true);
    expect(events.seen.map((event) => [event.name, event.id, event.data, event.audience])).toEqual([
      ["user.updated", me.id, { is_email_verified: true }, { kind: "users", workspace_id: null, user_ids: [me.id] }],
    ]);

    // Verified stays verified: no more codes are mailed, and a second answer changes nothing.
    expect((await client.send("POST", SEND, {})).status).toBe(400);
    expect((await client.send("POST", VERIFY, { code })).status).toBe(200);
  });

  it("a code works once, and a new one replaces the old", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const first = await mailedCode(client, email);
    const second = await mailedCode(client, email);
    const stale = await client.send("POST", VERIFY, { code: first });
    // Six random digits can repeat; only a different first code must fail.
    if (first !== second) expect(stale.status).toBe(400);
    expect((await client.send("POST", VERIFY, { code: second })).status).toBe(200);
  });

  it("a magic-code account is verified from the start", async () => {
    const email = uniqueEmail("magic");
    const client = await magicCodeClient(t.baseUrl, t.smtp, email, "sign-up");
    expect((await client.get("/api/users/me/")).body.is_email_verified).toBe(true);
    expect((await client.send("POST", SEND, {})).status).toBe(400);
  });
});

describe("email verification limits", () => {
  it("a code mistyped too often stops working, even the right one, until a new one is asked for", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    const code = await mailedCode(client, email);
    for (let attempt = 1; attempt < LIMITS.magicCodeMaxAttempts; attempt += 1) {
      expect((await client.send("POST", VERIFY, { code: wrong(code) })).status).toBe(400);
    }
    const last = await client.send("POST", VERIFY, { code: wrong(code) });
    expect(last.body.details[0].message).toMatch(/too often/);
    const late = await client.send("POST", VERIFY, { code });
    expect(late.status).toBe(400);
    expect(late.body.details[0].message).toMatch(/ask for a new one/);
    expect(await isVerified(t, email)).toBe(false);
    expect((await client.send("POST", VERIFY, { code: await mailedCode(client, email) })).status).toBe(200);
  });

  it("guesses are counted per (address, account): past the cap the guesser hears 429, even with fresh codes", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    let code = await mailedCode(client, email);
    const statuses: number[] = [];
    for (let guess = 0; guess < AUTH_RATE_LIMITS.failuresPerIpAccount.points; guess += 1) {
      // A fresh code before each code runs out of attempts, so only the guess counter can stop the guesser.
      if (guess > 0 && guess % (LIMITS.magicCodeMaxAttempts - 1) === 0) code = await mailedCode(client, email);
      statuses.push((await client.send("POST", VERIFY, { code: wrong(code) })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    // Even the right code: the address has used up its guesses at this account.
    const limited = await client.send("POST", VERIFY, { code });
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe(AUTH_ERROR_CODES.RATE_LIMIT_EXCEEDED);
    expect(await isVerified(t, email)).toBe(false);
  });

  it("mails to one inbox are capped, so nobody can flood it with codes", async () => {
    const { client, email } = await signedUpClient(t.baseUrl);
    for (let sent = 0; sent < AUTH_RATE_LIMITS.mailsPerEmail.points; sent += 1) await mailedCode(client, email);
    const flooded = await client.send("POST", SEND, {});
    expect(flooded.status).toBe(429);
    expect(flooded.body.error_code).toBe(AUTH_ERROR_CODES.RATE_LIMIT_EXCEEDED);
  });
});

describe("email verification without a mail server", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ setUp: true });
  });
  afterAll(() => bare.close());

  it("cannot send a code (5025), and the account stays unverified", async () => {
    const { client, email } = await signedUpClient(bare.baseUrl);
    const res = await client.send("POST", SEND, {});
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe(AUTH_ERROR_CODES.SMTP_NOT_CONFIGURED);
    expect(await isVerified(bare, email)).toBe(false);
  });
});
