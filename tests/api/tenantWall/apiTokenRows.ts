import { buildApiToken } from "../../helpers/apiTokens.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/** A token of the spare member: its owner's and the admins' to see, nobody else's. */
const othersToken = async (f: Fixture) => ({ tokenId: (await buildApiToken(f.db, f.workspace.id, f.target.member_id)).token.id });

const ADMIN_OR_OWNER = { anonymous: 401, nonMember: 404, guest: 404, member: 404 } as const;

/** Personal API tokens in workspace settings. */
export const API_TOKEN_ROWS: MatrixRow[] = [
  {
    method: "GET",
    path: "/api/workspaces/:slug/api-tokens/",
    expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 },
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/api-tokens/",
    body: () => ({ label: "Made by the matrix" }),
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 201, admin: 201 },
    emits: ["api_token.created"],
  },
  { method: "GET", path: "/api/workspaces/:slug/api-tokens/:tokenId/", ids: othersToken, expected: { ...ADMIN_OR_OWNER, admin: 200 } },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/api-tokens/:tokenId/",
    ids: othersToken,
    expected: { ...ADMIN_OR_OWNER, admin: 204 },
    emits: ["api_token.deleted"],
  },
];
