/** The CSRF token a signed-in browser sends with each write, and the cookie it must match (api/auth/csrf.ts). */
export async function csrfFor(baseUrl: string, sessionCookie: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/auth/get-csrf-token/`, { headers: { cookie: sessionCookie } });
  const { csrf_token: token } = (await response.json()) as { csrf_token: string };
  const csrfCookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!csrfCookie) throw new Error(`no CSRF cookie: ${response.status}`);
  return { token, cookie: `${sessionCookie}; ${csrfCookie}` };
}
