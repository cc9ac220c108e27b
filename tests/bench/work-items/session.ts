import { STRONG_PASSWORD } from "../../helpers/factories.js";

/** Signs in through the real form, as a browser does, and returns the session cookie. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/auth/get-csrf-token/`);
  const csrfCookie = csrf.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  const { csrf_token: token } = (await csrf.json()) as { csrf_token: string };
  const response = await fetch(`${baseUrl}/auth/sign-in/`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfmiddlewaretoken: token, email, password: STRONG_PASSWORD }).toString(),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("session-id="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${response.headers.get("location")}`);
  return cookie;
}
