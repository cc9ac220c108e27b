import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_PAGE_SIZE } from "../../api/contract/notificationShapes.js";
import { ROLE } from "../../api/contract/roles.js";
import { Notification } from "../../db/models/Notification.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildNotification } from "../helpers/notifications.js";
import type { TestServer } from "../helpers/testServer.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { addMember, signedInUser } from "../helpers/workspaces.js";

/** Every notification endpoint of SPEC.md section 7 (base /api/workspaces/{slug}/users/notifications/). */

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const base = () => `/api/workspaces/${cast.workspace.slug}/users/notifications`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const reload = async (note: Notification) => (await Notification.query(t.db).findById(note.id))!;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A receiver of their own, so each test reads counts and lists nobody else touches. */
async function freshReceiver() {
  const person = await signedInUser(t.db, t.baseUrl);
  await addMember(t.db, cast.workspace, person.user, ROLE.MEMBER);
  return person;
}

async function counts(client: TestClient) {
  const res = await client.get(`${base()}/unread/`);
  expect(res.status).toBe(200);
  return res.body as { total_unread_notifications_count: number; mention_unread_notifications_count: number };
}

describe("who may call them", () => {
  it("answers 401 to every endpoint without a session", async () => {
    const anonymous = new TestClient(t.baseUrl);
    const id = randomUUID();
    const calls: [string, string][] = [
      ["GET", "/"],
      ["GET", "/unread/"],
      ["POST", "/mark-all-read/"],
      ["PATCH", `/${id}/`],
      ["POST", `/${id}/read/`],
      ["DELETE", `/${id}/read/`],
      ["POST", `/${id}/archive/`],
      ["DELETE", `/${id}/archive/`],
    ];
    for (const [method, path] of calls) expect((await anonymous.send(method, `${base()}${path}`, method === "PATCH" ? { read_at: null } : undefined)).status, `${method} ${path}`).toBe(401);
    expect((await anonymous.get("/api/users/me/notification-preferences/")).status).toBe(401);
    expect((await anonymous.send("PATCH", "/api/users/me/notification-preferences/", { comment: false })).status).toBe(401);
  });

  it("answers 404 to someone outside the workspace, and to a member whose membership was deactivated", async () => {
    expect((await cast.stranger.client.get(`${base()}/`)).status).toBe(404);
    expect((await cast.stranger.client.get(`${base()}/unread/`)).body).toEqual({ error: "Workspace not found", code: "not_found" });
    const person = await freshReceiver();
    await WorkspaceMember.query(t.db).patch({ is_active: false }).where({ workspace_id: cast.workspace.id, member_id: person.user.id });
    expect((await person.client.send("POST", `${base()}/mark-all-read/`, {})).status).toBe(404);
  });

  it("never shows or changes another person's notification: 404, and nothing changes", async () => {
    const note = await buildNotification(t.db, await item(), cast.member.user);
    const events = recordEvents(t.server.services.events);
    for (const [method, path] of [
      ["POST", "/read/"],
      ["DELETE", "/read/"],
      ["POST", "/archive/"],
      ["DELETE", "/archive/"],
    ] as const) {
      const res = await cast.guest.client.send(method, `${base()}/${note.id}${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Notification not found");
    }
    expect((await cast.guest.client.send("PATCH", `${base()}/${note.id}/`, { snoozed_till: inDays(1) })).status).toBe(404);
    for (const id of [randomUUID(), "not-a-uuid"]) expect((await cast.member.client.send("POST", `${base()}/${id}/read/`)).status).toBe(404);
    // Another workspace's notification of the same receiver is not this workspace's.
    const foreign = await buildNotification(t.db, await createWorkItem(t.db, cast.foreignProject, cast.admin.user), cast.admin.user);
    expect(foreign.workspace_id).not.toBe(cast.workspace.id);
    expect((await cast.admin.client.send("POST", `${base()}/${foreign.id}/read/`)).status).toBe(404);
    events.stop();
    expect(events.seen).toEqual([]);
    expect(await reload(note)).toEqual(note);
    expect(await reload(foreign)).toEqual(foreign);
    // A guest reads their own inbox like anyone (Plane lets every role).
    expect((await cast.guest.client.get(`${base()}/`)).status).toBe(200);
  });
});

describe("GET .../users/notifications/", () => {
  it("refuses malformed filters and cursors with a 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["type=assigned,owned", "type"],
      ["snoozed=yes", "snoozed"],
      ["archived=1", "archived"],
      ["read=maybe", "read"],
      ["mentioned=", "mentioned"],
      ["cursor=300:x:0", "cursor"],
      ["per_page=0", "per_page"],
      ["type=assigned&type=created", "type"],
    ]) {
      const res = await cast.member.client.get(`${base()}/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.details[0].path, query).toBe(field);
    }
  });

  it("lists the caller's own, newest first, in the paginated shape, 300 to a page by default", async () => {
    const person = await freshReceiver();
    const issue = await item();
    const older = await buildNotification(t.db, issue, person.user, { created_at: new Date(Date.now() - 60_000) });
    const newer = await buildNotification(t.db, issue, person.user);
    await buildNotification(t.db, issue, cast.member.user);
    const res = await person.client.get(`${base()}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_count: 2, count: 2, next_page_results: false, prev_page_results: false, next_cursor: `${NOTIFICATION_PAGE_SIZE}:1:0`, total_pages: 1 });
    expect(res.body.results.map((note: { id: string }) => note.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(
      [
        "archived_at", "created_at", "data", "entity_identifier", "entity_name", "id", "is_inbox_issue", "is_mentioned_notification", "message", "message_html", "message_stripped",
        "project", "read_at", "receiver", "sender", "snoozed_till", "title", "triggered_by", "triggered_by_details", "updated_at", "workspace",
      ].sort(),
    );
    expect(res.body.results[0]).toMatchObject({ receiver: person.user.id, workspace: cast.workspace.id, triggered_by_details: { id: cast.admin.user.id, display_name: cast.admin.user.display_name } });

    const first = await person.client.get(`${base()}/?per_page=1&cursor=1:0:0`);
    expect(first.body).toMatchObject({ next_page_results: true, next_cursor: "1:1:0", total_pages: 2 });
    expect(first.body.results.map((note: { id: string }) => note.id)).toEqual([newer.id]);
    const second = await person.client.get(`${base()}/?cursor=1:1:0`);
    expect(second.body).toMatchObject({ next_page_results: false, prev_page_results: true });
    expect(second.body.results.map((note: { id: string }) => note.id)).toEqual([older.id]);
  });

  it("filters by tab: mentions apart, read, archived, snoozed (until its time comes), and the type of following", async () => {
    const person = await freshReceiver();
    const assigned = await item();
    await t.db("issue_assignees").insert({ workspace_id: cast.workspace.id, project_id: cast.project.id, issue_id: assigned.id, assignee_id: person.user.id });
    const followed = await item();
    await t.db("issue_subscribers").insert({ workspace_id: cast.workspace.id, project_id: cast.project.id, issue_id: followed.id, subscriber_id: person.user.id });
    const plain = await buildNotification(t.db, assigned, person.user);
    const mentioned = await buildNotification(t.db, followed, person.user, { is_mentioned_notification: true });
    const read = await buildNotification(t.db, followed, person.user, { read_at: new Date() });
    const archived = await buildNotification(t.db, assigned, person.user, { archived_at: new Date() });
    const snoozed = await buildNotification(t.db, assigned, person.user, { snoozed_till: new Date(Date.now() + DAY) });
    const woke = await buildNotification(t.db, followed, person.user, { snoozed_till: new Date(Date.now() - 1000) });

    const ids = async (query: string) => {
      const res = await person.client.get(`${base()}/?${query}`);
      expect(res.status, query).toBe(200);
      return (res.body.results as { id: string }[]).map((note) => note.id).sort();
    };
    const sorted = (...notes: Notification[]) => notes.map((note) => note.id).sort();
    expect(await ids("")).toEqual(sorted(plain, read, woke));
    expect(await ids("mentioned=true")).toEqual(sorted(mentioned));
    expect(await ids("read=false")).toEqual(sorted(plain, woke));
    expect(await ids("read=true")).toEqual(sorted(read));
    expect(await ids("archived=true")).toEqual(sorted(archived));
    expect(await ids("snoozed=true")).toEqual(sorted(snoozed));
    expect(await ids("type=assigned")).toEqual(sorted(plain));
    expect(await ids("type=subscribed")).toEqual(sorted(read, woke));
    expect(await ids("type=created")).toEqual([]);
    expect(await ids("type=assigned,subscribed&read=false")).toEqual(sorted(plain, woke));
    expect(await ids("type=all")).toEqual(sorted(plain, read, woke));
  });
});

describe("GET .../unread/", () => {
  it("counts unread, unarchived, unsnoozed notifications, mentions apart, and a snooze that has passed counts again", async () => {
    const person = await freshReceiver();
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    const issue = await item();
    await buildNotification(t.db, issue, person.user);
    await buildNotification(t.db, issue, person.user, { is_mentioned_notification: true });
    await buildNotification(t.db, issue, person.user, { read_at: new Date() });
    await buildNotification(t.db, issue, person.user, { archived_at: new Date() });
    const snoozed = await buildNotification(t.db, issue, person.user, { snoozed_till: new Date(Date.now() + DAY) });
    await buildNotification(t.db, issue, cast.member.user);
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 1 });
    await Notification.query(t.db).patch({ snoozed_till: new Date(Date.now() - 1000) }).where("id", snoozed.id);
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 2, mention_unread_notifications_count: 1 });
  });
});

describe("reading, archiving and snoozing one", () => {
  it("marks read and unread, archives and unarchives, answering the notification, with its events and counts to the receiver alone", async () => {
    const person = await freshReceiver();
    const note = await buildNotification(t.db, await item(), person.user);
    const events = recordEvents(t.server.services.events);
    const read = await person.client.send("POST", `${base()}/${note.id}/read/`);
    expect(read.status).toBe(200);
    expect(typeof read.body.read_at).toBe("string");
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    // Reading what is read changes nothing and announces nothing; counts never go below 0.
    expect((await person.client.send("POST", `${base()}/${note.id}/read/`)).status).toBe(200);
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    const unread = await person.client.send("DELETE", `${base()}/${note.id}/read/`);
    expect(unread.body.read_at).toBeNull();
    expect((await counts(person.client)).total_unread_notifications_count).toBe(1);
    const archived = await person.client.send("POST", `${base()}/${note.id}/archive/`);
    expect(typeof archived.body.archived_at).toBe("string");
    expect((await counts(person.client)).total_unread_notifications_count).toBe(0);
    expect((await person.client.send("DELETE", `${base()}/${note.id}/archive/`)).body.archived_at).toBeNull();
    events.stop();

    expect(events.seen.map((event) => event.name)).toEqual([
      "notification.updated",
      "notification_counts.updated",
      "notification.updated",
      "notification_counts.updated",
      "notification.updated",
      "notification_counts.updated",
      "notification.updated",
      "notification_counts.updated",
    ]);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [person.user.id] });
    expect(events.named("notification.updated")[0]?.data).toEqual({ read_at: read.body.read_at, updated_at: read.body.updated_at });
    expect(events.named("notification_counts.updated").map((event) => event.data.total_unread_notifications_count)).toEqual([0, 1, 0, 1]);
    expect(events.named("notification_counts.updated")[0]?.data).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0, workspace: cast.workspace.id });
  });

  it("PATCH sets read_at and snoozed_till; a snooze must lie in the future; bad bodies are 400 and change nothing", async () => {
    const person = await freshReceiver();
    const note = await buildNotification(t.db, await item(), person.user);
    for (const [body, field] of [
      [{}, "body"],
      [{ snoozed_till: new Date(Date.now() - DAY).toISOString() }, "snoozed_till"],
      [{ snoozed_till: "tomorrow" }, "snoozed_till"],
      [{ read_at: 5 }, "read_at"],
      [{ archived_at: null }, "body"],
    ] as const) {
      const res = await person.client.send("PATCH", `${base()}/${note.id}/`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(body)).toBe(field);
    }
    expect(await reload(note)).toEqual(note);

    for (const days of [1, 3, 5, 7, 14]) {
      const res = await person.client.send("PATCH", `${base()}/${note.id}/`, { snoozed_till: inDays(days) });
      expect(res.status).toBe(200);
      expect(new Date(res.body.snoozed_till).getTime()).toBeGreaterThan(Date.now() + (days - 0.01) * DAY);
    }
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    expect((await person.client.get(`${base()}/?snoozed=true`)).body.results.map((row: { id: string }) => row.id)).toEqual([note.id]);
    // A custom time a moment away: once it passes, the notification is back in the list and the count.
    const soon = await person.client.send("PATCH", `${base()}/${note.id}/`, { snoozed_till: new Date(Date.now() + 400).toISOString() });
    expect(soon.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await counts(person.client)).total_unread_notifications_count).toBe(1);
    expect((await person.client.get(`${base()}/`)).body.results.map((row: { id: string }) => row.id)).toEqual([note.id]);

    const cleared = await person.client.send("PATCH", `${base()}/${note.id}/`, { snoozed_till: null, read_at: new Date().toISOString() });
    expect(cleared.body).toMatchObject({ snoozed_till: null, read_at: expect.any(String) });
    expect((await counts(person.client)).total_unread_notifications_count).toBe(0);
  });
});

describe("POST .../mark-all-read/", () => {
  it("marks the current tab's unread read and leaves the rest; bad bodies are 400", async () => {
    const person = await freshReceiver();
    const assigned = await item();
    await t.db("issue_assignees").insert({ workspace_id: cast.workspace.id, project_id: cast.project.id, issue_id: assigned.id, assignee_id: person.user.id });
    const other = await item();
    const onAssigned = await buildNotification(t.db, assigned, person.user);
    const onOther = await buildNotification(t.db, other, person.user);
    const mention = await buildNotification(t.db, other, person.user, { is_mentioned_notification: true });
    const archived = await buildNotification(t.db, other, person.user, { archived_at: new Date() });
    const snoozed = await buildNotification(t.db, other, person.user, { snoozed_till: new Date(Date.now() + DAY) });

    for (const body of [{ type: "owned" }, { snoozed: "yes" }, { everything: true }]) {
      expect((await person.client.send("POST", `${base()}/mark-all-read/`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const events = recordEvents(t.server.services.events);
    const byType = await person.client.send("POST", `${base()}/mark-all-read/`, { type: "assigned", snoozed: false, archived: false, read: false });
    expect(byType.status).toBe(200);
    expect((await reload(onAssigned)).read_at).not.toBeNull();
    expect((await reload(onOther)).read_at).toBeNull();
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 1 });

    await person.client.send("POST", `${base()}/mark-all-read/`, { mentioned: true });
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 1, mention_unread_notifications_count: 0 });
    expect((await reload(onOther)).read_at).toBeNull();

    await person.client.send("POST", `${base()}/mark-all-read/`, {});
    expect(await counts(person.client)).toEqual({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 });
    // Archived and snoozed ones are other tabs.
    expect((await reload(archived)).read_at).toBeNull();
    expect((await reload(snoozed)).read_at).toBeNull();
    await person.client.send("POST", `${base()}/mark-all-read/`, { archived: true });
    expect((await reload(archived)).read_at).not.toBeNull();
    await person.client.send("POST", `${base()}/mark-all-read/`, { snoozed: true });
    expect((await reload(snoozed)).read_at).not.toBeNull();
    // Nothing left to mark: nothing announced.
    const before = events.seen.length;
    await person.client.send("POST", `${base()}/mark-all-read/`, {});
    events.stop();
    expect(events.seen.length).toBe(before);
    expect(events.named("notification.updated").map((event) => event.id).sort()).toEqual([onAssigned.id, mention.id, onOther.id, archived.id, snoozed.id].sort());
    expect(events.named("notification_counts.updated")).toHaveLength(5);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [person.user.id] });
  });
});

describe("/api/users/me/notification-preferences/", () => {
  it("starts with every kind on, changes them one by one, and refuses unknown keys and non-booleans", async () => {
    const person = await freshReceiver();
    const all = { property_change: true, state_change: true, comment: true, mention: true, issue_completed: true };
    expect((await person.client.get("/api/users/me/notification-preferences/")).body).toEqual(all);
    for (const body of [{ comments: false }, { comment: "no" }, { mention: null }, []]) {
      const res = await person.client.send("PATCH", "/api/users/me/notification-preferences/", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await person.client.get("/api/users/me/notification-preferences/")).body).toEqual(all);
    const changed = await person.client.send("PATCH", "/api/users/me/notification-preferences/", { comment: false, issue_completed: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...all, comment: false, issue_completed: false });
    expect((await person.client.send("PATCH", "/api/users/me/notification-preferences/", { comment: true })).body).toEqual({ ...all, issue_completed: false });
    expect((await person.client.get("/api/users/me/notification-preferences/")).body).toEqual({ ...all, issue_completed: false });
    // Someone else's are their own.
    expect((await cast.guest.client.get("/api/users/me/notification-preferences/")).body).toEqual(all);
  });
});
