import { expect } from "vitest";
import { TestClient } from "./client.js";
import type { MailTestServer } from "./testServer.js";

export interface ResetLink {
  /** The link as mailed: /accounts/reset-password/?uidb64=&token=&email= */
  url: URL;
  uidb64: string;
  token: string;
}

/** Asks for a reset link through the API and reads it out of the mail, as the user would click it. */
export async function requestResetLink(t: MailTestServer, email: string): Promise<ResetLink> {
  const response = await new TestClient(t.baseUrl).send("POST", "/auth/forgot-password/", { email });
  expect(response.status).toBe(200);
  const mail = await t.smtp.nextMailTo(email);
  const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!href) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(href);
  return { url, uidb64: url.searchParams.get("uidb64") ?? "", token: url.searchParams.get("token") ?? "" };
}

/** Where the reset page posts the new password for a link's uidb64 and token. */
export function resetPath(link: Pick<ResetLink, "uidb64" | "token">): string {
  return `/auth/reset-password/${link.uidb64}/${link.token}/`;
}
