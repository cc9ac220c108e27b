import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../helpers/client.js";
import { buildUser, setUpInstance, signedUpClient, STRONG_PASSWORD, uniqueEmail } from "../helpers/factories.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function errorOf(location: URL | undefined) {
  return { code: location?.searchParams.get("error_code"), name: location?.searchParams.get("error_message"), path: location?.pathname };
}

describe("before the instance is set up", () => {
  it("refuses sign-up with 5000", async () => {
    const client = new TestClient(t.baseUrl);
    const res = await client.form("/auth/sign-up/", { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(res.status).toBe(302);
    expect(errorOf(res.location)).toEqual({ code: "5000", name: "INSTANCE_NOT_CONFIGURED", path: "/" });
  });
});

describe("password sign-up and sign-in", () => {
  beforeAll(async () => {
    await setUpInstance(t.db);
  });

  it("signs up, lands on onboarding, and /api/users/me/ answers", async () => {
    const client = new TestClient(t.baseUrl);
    const email = uniqueEmail();
    const res = await client.form("/auth/sign-up/", { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(res.status).toBe(302);
    expect(res.location?.pathname).toBe("/onboarding/");
    const me = await client.get("/api/users/me/");
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body.is_password_autoset).toBe(false);
    expect(me.body).not.toHaveProperty("password_hash");
  });

  it.each([
    [{ email: "", password: STRONG_PASSWORD }, "5040", "REQUIRED_EMAIL_PASSWORD_SIGN_UP"],
    [{ email: uniqueEmail() }, "5040", "REQUIRED_EMAIL_PASSWORD_SIGN_UP"],
    [{ email: "not-an-email", password: STRONG_PASSWORD }, "5045", "INVALID_EMAIL_SIGN_UP"],
    [{ email: uniqueEmail(), password: "password1" }, "5020", "INVALID_PASSWORD"],
  ])("sign-up %o fails with %s", async (fields, code, name) => {
    const res = await new TestClient(t.baseUrl).form("/auth/sign-up/", fields as Record<string, string>);
    expect(res.status).toBe(302);
    expect(errorOf(res.location)).toEqual({ code, name, path: "/" });
  });

  it("refuses a second account for the same email with 5030 and echoes the email", async () => {
    const { email } = await signedUpClient(t.baseUrl);
    const res = await new TestClient(t.baseUrl).form("/auth/sign-up/", { email, password: STRONG_PASSWORD, next_path: "/x/" });
    expect(errorOf(res.location).code).toBe("5030");
    expect(res.location?.searchParams.get("email")).toBe(email);
    expect(res.location?.searchParams.get("next_path")).toBe("/x/");
  });

  it("lets exactly one of ten concurrent sign-ups for one email through; the rest get 5030", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => new TestClient(t.baseUrl).form("/auth/sign-up/", { email, password: STRONG_PASSWORD })),
    );
    expect(results.every((res) => res.status === 302)).toBe(true);
    const codes = results.map((res) => res.location?.searchParams.get("error_code") ?? "ok").sort();
    expect(codes).toEqual(["5030", "5030", "5030", "5030", "5030", "5030", "5030", "5030", "5030", "ok"]);
    expect(await t.db("users").where("email", email).count({ n: "*" })).toEqual([{ n: 1 }]);
  });

  it.each([
    [{ email: "", password: "x" }, "5070"],
    [{ email: "bad", password: "x" }, "5075"],
    [{ email: "nobody-here@example.com", password: STRONG_PASSWORD }, "5060"],
  ])("sign-in %o fails with %s", async (fields, code) => {
    const res = await new TestClient(t.baseUrl).form("/auth/sign-in/", fields);
    expect(errorOf(res.location).code).toBe(code);
  });

  it("a wrong password is 5065 and sets no session", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.baseUrl);
    const res = await client.form("/auth/sign-in/", { email: user.email, password: "Wrong-Password-123!" });
    expect(errorOf(res.location)).toEqual({ code: "5065", name: "AUTHENTICATION_FAILED_SIGN_IN", path: "/" });
    expect(client.cookies.has("session-id")).toBe(false);
    expect((await client.get("/api/users/me/")).status).toBe(401);
  });
});
