import { buildWebhook, PUBLIC_TEST_URL } from "../../helpers/webhooks.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/** Webhooks seal their secret under the server's key; the matrix never delivers, so any key does. */
const aWebhook = async (f: Fixture) => ({ webhookId: (await buildWebhook(f.db, f.workspace.id, "matrix-secret-key")).webhook.id });

const ADMIN_ONLY = { anonymous: 401, nonMember: 404, guest: 403, member: 403 } as const;

/** Workspace settings › Webhooks: admins only. */
export const WEBHOOK_ROWS: MatrixRow[] = [
  { method: "GET", path: "/api/workspaces/:slug/webhooks/", expected: { ...ADMIN_ONLY, admin: 200 } },
  {
    method: "POST",
    path: "/api/workspaces/:slug/webhooks/",
    body: () => ({ url: PUBLIC_TEST_URL, issue: true }),
    expected: { ...ADMIN_ONLY, admin: 201 },
    emits: ["webhook.created"],
  },
  { method: "GET", path: "/api/workspaces/:slug/webhooks/:webhookId/", ids: aWebhook, expected: { ...ADMIN_ONLY, admin: 200 } },
  {
    method: "PATCH",
    path: "/api/workspaces/:slug/webhooks/:webhookId/",
    ids: aWebhook,
    body: () => ({ is_active: false }),
    expected: { ...ADMIN_ONLY, admin: 200 },
    emits: ["webhook.updated"],
  },
  {
    method: "POST",
    path: "/api/workspaces/:slug/webhooks/:webhookId/regenerate/",
    ids: aWebhook,
    expected: { ...ADMIN_ONLY, admin: 200 },
    emits: ["webhook.updated"],
  },
  {
    method: "DELETE",
    path: "/api/workspaces/:slug/webhooks/:webhookId/",
    ids: aWebhook,
    expected: { ...ADMIN_ONLY, admin: 204 },
    emits: ["webhook.deleted"],
  },
  { method: "GET", path: "/api/workspaces/:slug/webhook-logs/:webhookId/", ids: aWebhook, expected: { ...ADMIN_ONLY, admin: 200 } },
];
