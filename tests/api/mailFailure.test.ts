import { afterAll, beforeAll, expect, it } from "vitest";
import { TestClient } from "../helpers/client.js";
import { uniqueEmail } from "../helpers/factories.js";
import { unreachableSmtpUrl } from "../helpers/smtp.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { SMTP_URL: await unreachableSmtpUrl() }, setUp: true });
});
afterAll(() => t.close());

it("answers 502 with advice, not 500, when the mail server is unreachable", async () => {
  const res = await new TestClient(t.baseUrl).send("POST", "/auth/magic-generate/", { email: uniqueEmail() });
  expect(res.status).toBe(502);
  expect(res.body.code).toBe("mail_failed");
  expect(res.body.error).toMatch(/SMTP settings/);
});
