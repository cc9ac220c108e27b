import { createServer } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TestClient } from "../helpers/client.js";
import { uniqueEmail } from "../helpers/factories.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let t: TestServer;

/** A port that was free a moment ago: nothing listens there, so every SMTP connection is refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

beforeAll(async () => {
  t = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, setUp: true });
});
afterAll(() => t.close());

it("answers 502 with advice, not 500, when the mail server is unreachable", async () => {
  const res = await new TestClient(t.baseUrl).send("POST", "/auth/magic-generate/", { email: uniqueEmail() });
  expect(res.status).toBe(502);
  expect(res.body.code).toBe("mail_failed");
  expect(res.body.error).toMatch(/SMTP settings/);
});
