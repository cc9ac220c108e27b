import type { Workspace } from "../../../db/models/Workspace.js";
import { buildApiToken } from "../../helpers/apiTokens.js";
import { TestClient, type TestResponse } from "../../helpers/client.js";
import { buildWorkspace, workspaceCast, type WorkspaceCast } from "../../helpers/workspaces.js";
import type { TestServer } from "../../helpers/testServer.js";

/** A script's calls to the public API v1: the X-API-Key header and JSON, no cookies, no CSRF token. */
export interface V1Caller {
  get<T = any>(path: string): Promise<TestResponse<T>>;
  send<T = any>(method: string, path: string, body?: unknown): Promise<TestResponse<T>>;
}

export function v1Caller(baseUrl: string, key: string | null): V1Caller {
  const client = new TestClient(baseUrl);
  const headers: Record<string, string> = key === null ? {} : { "x-api-key": key };
  return {
    get: (path) => client.request("GET", path, { headers }),
    send: (method, path, body) =>
      client.request(method, path, {
        headers: { ...headers, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** The workspace cast, each with a token of their own, and an outsider whose token is for a workspace of theirs. */
export interface V1Cast extends WorkspaceCast {
  keys: { admin: string; member: string; guest: string };
  as: { admin: V1Caller; member: V1Caller; guest: V1Caller; outsider: V1Caller; anonymous: V1Caller };
  /** The outsider's own workspace, whose slug and ids the cast's tokens must not reach. */
  otherWorkspace: Workspace;
}

export async function v1Cast(t: TestServer): Promise<V1Cast> {
  const cast = await workspaceCast(t.db, t.baseUrl);
  const otherWorkspace = await buildWorkspace(t.db, cast.stranger.user);
  // The guest's token is made directly: guests cannot make tokens, but a member demoted to guest keeps theirs.
  const [admin, member, guest, outsider] = await Promise.all([
    buildApiToken(t.db, cast.workspace.id, cast.admin.user.id),
    buildApiToken(t.db, cast.workspace.id, cast.member.user.id),
    buildApiToken(t.db, cast.workspace.id, cast.guest.user.id),
    buildApiToken(t.db, otherWorkspace.id, cast.stranger.user.id),
  ]);
  const caller = (key: string | null) => v1Caller(t.baseUrl, key);
  return {
    ...cast,
    otherWorkspace,
    keys: { admin: admin.secret, member: member.secret, guest: guest.secret },
    as: { admin: caller(admin.secret), member: caller(member.secret), guest: caller(guest.secret), outsider: caller(outsider.secret), anonymous: caller(null) },
  };
}

export const NOT_PROVIDED = { detail: "Authentication credentials were not provided." };
export const INVALID_KEY = { detail: "Given API token is not valid" };
export const FORBIDDEN = { detail: "You do not have permission to perform this action." };
export const NOT_FOUND = { error: "The requested resource does not exist." };

/**
 * What a route answers without a key, with a made-up key and with a revoked one (`member`'s, revoked here):
 * each [status, body], for a test to compare with three 401s.
 */
export async function unauthenticatedAnswers(t: TestServer, cast: V1Cast, method: string, path: string): Promise<[number, unknown][]> {
  const revoked = await buildApiToken(t.db, cast.workspace.id, cast.member.user.id, { is_active: false });
  const answers: [number, unknown][] = [];
  for (const key of [null, "cairn_api_made-up", revoked.secret]) {
    const res = await v1Caller(t.baseUrl, key).send(method, path, method === "GET" || method === "DELETE" ? undefined : {});
    answers.push([res.status, res.body]);
  }
  return answers;
}

export const THREE_401S = [
  [401, NOT_PROVIDED],
  [401, INVALID_KEY],
  [401, INVALID_KEY],
];

export async function pick(response: Promise<{ status: number; body: unknown }>): Promise<[number, unknown]> {
  const { status, body } = await response;
  return [status, body];
}
