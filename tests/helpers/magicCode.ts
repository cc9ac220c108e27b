import { TestClient } from "./client.js";
import type { ReceivedMail, TestSmtp } from "./smtp.js";

/** The six-digit code of a magic-code mail, read from its plain-text part as a person would. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Asks for a code through the API and returns the one that arrived by mail. */
export async function requestMagicCode(client: TestClient, smtp: TestSmtp, email: string): Promise<string> {
  const response = await client.send("POST", "/auth/magic-generate/", { email });
  if (response.status !== 200) throw new Error(`magic-generate failed: ${response.status} ${JSON.stringify(response.body)}`);
  return codeIn(await smtp.nextMailTo(email));
}

/** A client signed in (or signed up, for a new email) through the real magic-code forms. */
export async function magicCodeClient(baseUrl: string, smtp: TestSmtp, email: string, mode: "sign-in" | "sign-up"): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const code = await requestMagicCode(client, smtp, email);
  const response = await client.form(`/auth/magic-${mode}/`, { email, code });
  if (response.status !== 302 || response.location?.searchParams.has("error_code")) {
    throw new Error(`magic ${mode} failed: ${response.status} ${response.location?.href}`);
  }
  return client;
}
