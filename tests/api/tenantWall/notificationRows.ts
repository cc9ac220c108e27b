import { buildNotification } from "../../helpers/notifications.js";
import { buildStaffedProject } from "../../helpers/projects.js";
import { createWorkItem } from "../../helpers/workItemExtras.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/** The notification inbox: every role has one, and each person reaches only their own notifications. */

const BASE = "/api/workspaces/:slug/users/notifications";

/** An unread notification of the admin's (the one caller whose success the rows check), about a fresh item. */
async function adminsNotification(f: Fixture, fields: Parameters<typeof buildNotification>[3] = {}) {
  const issue = await createWorkItem(f.db, await buildStaffedProject(f.db, f.workspace, f.users), f.users.admin);
  return { id: (await buildNotification(f.db, issue, f.users.admin, fields)).id };
}
const unread = (f: Fixture) => adminsNotification(f);
const read = (f: Fixture) => adminsNotification(f, { read_at: new Date() });
const archived = (f: Fixture) => adminsNotification(f, { archived_at: new Date() });

const EVERY_ROLE = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 };
/** Only its receiver (the admin) reaches it; to everyone else it does not exist. */
const RECEIVER_ONLY = { anonymous: 401, nonMember: 404, guest: 404, member: 404, admin: 200 };
const CHANGES = ["notification.updated", "notification_counts.updated"] as const;

export const NOTIFICATION_ROWS: MatrixRow[] = [
  { method: "GET", path: `${BASE}/`, query: "type=assigned,created,subscribed&read=false", expected: EVERY_ROLE },
  { method: "GET", path: `${BASE}/unread/`, expected: EVERY_ROLE },
  {
    method: "POST",
    path: `${BASE}/mark-all-read/`,
    body: () => ({ type: "assigned", snoozed: false, archived: false, read: false }),
    expected: EVERY_ROLE,
    // The path names no notification, so the fixture cannot hand the caller one to mark.
    silentBecause: "a fixture's inbox is empty; the events of marking are checked in notificationEndpoints.test.ts",
  },
  { method: "PATCH", path: `${BASE}/:id/`, ids: unread, body: () => ({ snoozed_till: new Date(Date.now() + 86_400_000).toISOString() }), expected: RECEIVER_ONLY, emits: CHANGES },
  { method: "POST", path: `${BASE}/:id/read/`, ids: unread, expected: RECEIVER_ONLY, emits: CHANGES },
  { method: "DELETE", path: `${BASE}/:id/read/`, ids: read, expected: RECEIVER_ONLY, emits: CHANGES },
  { method: "POST", path: `${BASE}/:id/archive/`, ids: unread, expected: RECEIVER_ONLY, emits: CHANGES },
  { method: "DELETE", path: `${BASE}/:id/archive/`, ids: archived, expected: RECEIVER_ONLY, emits: CHANGES },
];
