import { randomInt } from "node:crypto";

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  /** The Location header of a redirect, parsed against the server's base URL. */
  location?: URL;
}

/**
 * A browser-like HTTP client for API tests: keeps cookies, fetches and sends the CSRF token, never
 * follows redirects (tests assert on them), and comes from an address of its own so that rate limits
 * of one test do not leak into another.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  csrfToken?: string;

  constructor(readonly baseUrl: string) {}

  async fetchCsrfToken(): Promise<string> {
    const response = await this.request("GET", "/auth/get-csrf-token/");
    this.csrfToken = response.body.csrf_token as string;
    return this.csrfToken;
  }

  get<T = any>(path: string, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return this.request("GET", path, { headers });
  }

  /** JSON write with the X-CSRFToken header (fetched on first use) as the web app sends it. */
  async send<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const csrf = this.csrfToken ?? (await this.fetchCsrfToken());
    return this.request(method, path, {
      headers: { "content-type": "application/json", "x-csrftoken": csrf, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** An HTML form post with csrfmiddlewaretoken, as the sign-in pages submit it. */
  async form<T = any>(path: string, fields: Record<string, string>, options: { csrf?: string | null; headers?: Record<string, string> } = {}): Promise<TestResponse<T>> {
    const token = options.csrf === undefined ? (this.csrfToken ?? (await this.fetchCsrfToken())) : options.csrf;
    const all = token === null ? fields : { csrfmiddlewaretoken: token, ...fields };
    return this.request("POST", path, {
      headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
      body: new URLSearchParams(all).toString(),
    });
  }

  async request<T = any>(method: string, path: string, init: { headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {}): Promise<TestResponse<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: "manual",
      headers: { "x-forwarded-for": this.ip, ...(cookie ? { cookie } : {}), ...init.headers },
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    const location = response.headers.get("location");
    return {
      status: response.status,
      headers: response.headers,
      body: (type.includes("json") && text ? JSON.parse(text) : text) as T,
      location: location ? new URL(location, this.baseUrl) : undefined,
    };
  }

  private storeCookie(line: string): void {
    const [pair] = line.split(";");
    const index = pair?.indexOf("=") ?? -1;
    if (!pair || index < 0) return;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
    // A new (or no) session makes the CSRF token of the old one worthless: fetch it again, as the web app
    // does on the page load that follows signing in or out.
    const kept = !value || expired ? undefined : value;
    if (name === "session-id" && this.cookies.get(name) !== kept) this.csrfToken = undefined;
    if (kept === undefined) this.cookies.delete(name);
    else this.cookies.set(name, kept);
  }
}
