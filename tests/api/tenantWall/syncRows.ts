import type { MatrixRow } from "./matrix.js";

/** The sync catch-up (api/routes/sync/): every member may ask; what each one gets is tests/api/sync.test.ts. */
export const SYNC_ROWS: MatrixRow[] = [
  { method: "GET", path: "/api/workspaces/:slug/sync/", query: "after=0", expected: { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } },
];
