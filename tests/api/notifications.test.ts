import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainEvent } from "../../api/events/bus.js";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { State } from "../../db/models/State.js";
import type { User } from "../../db/models/User.js";
import { recordEvents } from "../helpers/events.js";
import { mention, notificationsOf } from "../helpers/notifications.js";
import type { TestServer } from "../helpers/testServer.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

/** Who is notified of what (issue 12 item 6): the rules the work item commands run in their transaction. */

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const issues = () => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues`;
const item = (name = "Notified item") => createWorkItem(t.db, cast.project, cast.admin.user, name);
const stateNamed = async (name: string) => (await State.query(t.db).findOne({ project_id: cast.project.id, name }))!;
const preferences = (user: { client: ExtrasCast["admin"]["client"] }, body: Record<string, boolean>) => user.client.send("PATCH", "/api/users/me/notification-preferences/", body);
const follows = async (user: User, issueId: string) => (await IssueSubscriber.query(t.db).where({ issue_id: issueId, subscriber_id: user.id }).resultSize()) > 0;

function expectOnlyTo(events: readonly DomainEvent[], receiver: User) {
  for (const event of events) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [receiver.id] });
}

describe("creating a work item", () => {
  it("tells each assignee alone that they were assigned, never the creator, and subscribes creator and assignees", async () => {
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", `${issues()}/`, { name: "Assigned at birth", assignee_ids: [cast.admin.user.id, cast.guest.user.id, cast.member.user.id] });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const issue = { id: res.body.id as string };

    const [forAdmin] = await notificationsOf(t.db, cast.admin.user, issue);
    expect(await notificationsOf(t.db, cast.admin.user, issue)).toHaveLength(1);
    expect(forAdmin).toMatchObject({
      workspace_id: cast.workspace.id,
      project_id: cast.project.id,
      triggered_by_id: cast.member.user.id,
      entity_name: "issue",
      title: "Assigned at birth",
      sender: "in_app:issue_activities:assigned",
      is_mentioned_notification: false,
      read_at: null,
    });
    expect(forAdmin?.data).toMatchObject({
      issue: { id: issue.id, name: "Assigned at birth", sequence_id: res.body.sequence_id, identifier: cast.project.identifier, state_name: "Backlog", state_group: "backlog" },
      issue_activity: { field: "assignees", verb: "updated", actor: cast.member.user.id, new_value: cast.admin.user.display_name },
    });
    expect(await notificationsOf(t.db, cast.guest.user, issue)).toHaveLength(1);
    expect(await notificationsOf(t.db, cast.member.user, issue)).toEqual([]);
    for (const user of [cast.member.user, cast.admin.user, cast.guest.user]) expect(await follows(user, issue.id)).toBe(true);

    const created = events.named("notification.created");
    expect(created.map((event) => event.data.receiver).sort()).toEqual([cast.admin.user.id, cast.guest.user.id].sort());
    for (const event of created) {
      expectOnlyTo([event], event.data.receiver === cast.admin.user.id ? cast.admin.user : cast.guest.user);
      expect(event.data).toMatchObject({ entity_identifier: issue.id, triggered_by_details: { id: cast.member.user.id, display_name: cast.member.user.display_name } });
    }
    const counts = events.named("notification_counts.updated");
    expect(counts.map((event) => event.id).sort()).toEqual([cast.admin.user.id, cast.guest.user.id].sort());
    expectOnlyTo(counts.filter((event) => event.id === cast.admin.user.id), cast.admin.user);
    expect(counts[0]?.data).toEqual({ total_unread_notifications_count: expect.any(Number), mention_unread_notifications_count: expect.any(Number), workspace: cast.workspace.id });
  });

  it("tells the people its description mentions, as a mention", async () => {
    const res = await cast.admin.client.send("POST", `${issues()}/`, { name: "Mentioning", description_html: `<p>Look ${mention(cast.member.user)}</p>` });
    expect(res.status).toBe(201);
    const [note] = await notificationsOf(t.db, cast.member.user, { id: res.body.id });
    expect(note).toMatchObject({ is_mentioned_notification: true, sender: "in_app:issue_activities:mentioned" });
    expect(note?.data).toMatchObject({ issue_activity: { field: "mention" } });
    expect(await follows(cast.member.user, res.body.id)).toBe(true);
  });
});

describe("a draft", () => {
  it("tells nobody while it is a draft, and its assignees and mentioned people once it is made a work item", async () => {
    const drafts = `/api/workspaces/${cast.workspace.slug}/draft-issues/`;
    const created = await cast.member.client.send("POST", drafts, {
      project_id: cast.project.id,
      name: "Half an idea",
      assignee_ids: [cast.admin.user.id],
      description_html: `<p>For ${mention(cast.guest.user)}</p>`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const draft = { id: created.body.id as string };
    await cast.member.client.send("PATCH", `${issues()}/${draft.id}/`, { priority: "high" });
    expect(await notificationsOf(t.db, cast.admin.user, draft)).toEqual([]);
    expect(await notificationsOf(t.db, cast.guest.user, draft)).toEqual([]);
    expect(await follows(cast.admin.user, draft.id)).toBe(false);

    const converted = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/draft-to-issue/${draft.id}/`, {});
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    expect((await notificationsOf(t.db, cast.admin.user, draft)).map((note) => note.sender)).toEqual(["in_app:issue_activities:assigned"]);
    expect((await notificationsOf(t.db, cast.guest.user, draft)).map((note) => note.sender)).toEqual(["in_app:issue_activities:mentioned"]);
    expect(await notificationsOf(t.db, cast.member.user, draft)).toEqual([]);
    for (const user of [cast.admin.user, cast.guest.user, cast.member.user]) expect(await follows(user, draft.id)).toBe(true);
  });
});

describe("updating a work item", () => {
  it("tells its followers (the creator here), not the actor and not people who do not follow it", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { priority: "high", name: "Renamed" })).status).toBe(200);
    events.stop();
    const notes = await notificationsOf(t.db, cast.admin.user, issue);
    expect(notes.map((note) => [note.data.issue_activity, note.sender])).toEqual(
      expect.arrayContaining([
        [expect.objectContaining({ field: "priority", old_value: "none", new_value: "high" }), "in_app:issue_activities:property"],
        [expect.objectContaining({ field: "name", new_value: "Renamed" }), "in_app:issue_activities:property"],
      ]),
    );
    expect(notes).toHaveLength(2);
    expect(notes[0]?.title).toBe("Renamed");
    expect(await notificationsOf(t.db, cast.member.user, issue)).toEqual([]);
    expect(await notificationsOf(t.db, cast.guest.user, issue)).toEqual([]);
    // Two notifications, one count update.
    expect(events.named("notification.created")).toHaveLength(2);
    expect(events.named("notification_counts.updated")).toHaveLength(1);
    expectOnlyTo([...events.named("notification.created"), ...events.named("notification_counts.updated")], cast.admin.user);
  });

  it("tells a new assignee, subscribes them, and reports a state change", async () => {
    const issue = await item();
    await cast.admin.client.send("PATCH", `${issues()}/${issue.id}/`, { assignee_ids: [cast.guest.user.id] });
    expect((await notificationsOf(t.db, cast.guest.user, issue)).map((note) => note.sender)).toEqual(["in_app:issue_activities:assigned"]);
    expect(await follows(cast.guest.user, issue.id)).toBe(true);
    const started = await stateNamed("In Progress");
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { state_id: started.id });
    const latest = (await notificationsOf(t.db, cast.guest.user, issue)).at(-1);
    expect(latest).toMatchObject({ sender: "in_app:issue_activities:state" });
    expect(latest?.data).toMatchObject({ issue: { state_name: "In Progress", state_group: "started" }, issue_activity: { field: "state", new_value: "In Progress" } });
  });

  it("tells people newly mentioned in the description, once, and not again when the mention stays", async () => {
    const issue = await item();
    await cast.admin.client.send("PATCH", `${issues()}/${issue.id}/`, { description_html: `<p>Hi ${mention(cast.guest.user)}</p>` });
    await cast.admin.client.send("PATCH", `${issues()}/${issue.id}/`, { description_html: `<p>Hi again ${mention(cast.guest.user)}</p>` });
    const notes = await notificationsOf(t.db, cast.guest.user, issue);
    expect(notes.filter((note) => note.is_mentioned_notification)).toHaveLength(1);
    // The second edit is an ordinary description change to a follower (the mention subscribed them).
    expect(notes.map((note) => note.sender)).toEqual(["in_app:issue_activities:mentioned", "in_app:issue_activities:property"]);
  });

  it("honours issue_completed for a move into the completed group, and state_change for other moves", async () => {
    const issue = await item();
    const [done, todo] = [await stateNamed("Done"), await stateNamed("Todo")];
    expect((await preferences(cast.admin, { issue_completed: false })).status).toBe(200);
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { state_id: done.id });
    expect(await notificationsOf(t.db, cast.admin.user, issue)).toEqual([]);
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { state_id: todo.id });
    expect((await notificationsOf(t.db, cast.admin.user, issue)).map((note) => note.sender)).toEqual(["in_app:issue_activities:state"]);
    await preferences(cast.admin, { issue_completed: true, state_change: false });
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { state_id: done.id });
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { state_id: todo.id });
    expect((await notificationsOf(t.db, cast.admin.user, issue)).map((note) => note.sender)).toEqual(["in_app:issue_activities:state", "in_app:issue_activities:completed"]);
    await preferences(cast.admin, { state_change: true, property_change: false });
    await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { priority: "low" });
    expect(await notificationsOf(t.db, cast.admin.user, issue)).toHaveLength(2);
    await preferences(cast.admin, { property_change: true });
  });

  it("stops telling someone who unsubscribed, or who left the project", async () => {
    const issue = await item();
    await cast.guest.client.send("POST", `${issues()}/${issue.id}/subscribe/`);
    await cast.admin.client.send("DELETE", `${issues()}/${issue.id}/subscribe/`);
    await ProjectMember.query(t.db).patch({ is_active: false }).where({ project_id: cast.project.id, member_id: cast.guest.user.id });
    try {
      await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { priority: "urgent" });
    } finally {
      await ProjectMember.query(t.db).patch({ is_active: true }).where({ project_id: cast.project.id, member_id: cast.guest.user.id });
    }
    expect(await notificationsOf(t.db, cast.admin.user, issue)).toEqual([]);
    expect(await notificationsOf(t.db, cast.guest.user, issue)).toEqual([]);
  });

  it("sends each receiver one count update for a bulk update and for a timeline drag of many items", async () => {
    const [first, second] = [await item("First"), await item("Second")];
    const events = recordEvents(t.server.services.events);
    const bulk = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/bulk-operation-issues/`, {
      issue_ids: [first.id, second.id],
      properties: { priority: "high" },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(204);
    const dates = await cast.member.client.send("POST", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issue-dates/`, {
      updates: [
        { id: first.id, start_date: "2026-05-01" },
        { id: second.id, start_date: "2026-05-02" },
      ],
    });
    expect(dates.status, JSON.stringify(dates.body)).toBe(200);
    events.stop();
    expect(events.named("notification.created").map((event) => event.data.entity_identifier).sort()).toEqual([first.id, first.id, second.id, second.id].sort());
    expect(events.named("notification_counts.updated")).toHaveLength(2);
    expect((await notificationsOf(t.db, cast.admin.user, first)).map((note) => note.data.issue_activity)).toEqual([
      expect.objectContaining({ field: "priority", new_value: "high" }),
      expect.objectContaining({ field: "start_date", new_value: "2026-05-01" }),
    ]);
  });
});

describe("commenting", () => {
  it("tells the followers, subscribes the commenter, and tells the mentioned as a mention (members of the project only)", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", `${issues()}/${issue.id}/comments/`, {
      comment_html: `<p>Ping ${mention(cast.guest.user)} and ${mention(cast.outsider.user)} and ${mention(cast.stranger.user)}</p>`,
    });
    events.stop();
    expect(res.status).toBe(201);
    const [forAdmin] = await notificationsOf(t.db, cast.admin.user, issue);
    expect(forAdmin).toMatchObject({ sender: "in_app:issue_activities:comment", is_mentioned_notification: false, message_stripped: expect.stringContaining("Ping") });
    expect(forAdmin?.message_html).toContain("<p>Ping");
    expect(forAdmin?.data).toMatchObject({ issue_activity: { field: "comment", issue_comment: expect.stringContaining("Ping") } });
    const [forGuest] = await notificationsOf(t.db, cast.guest.user, issue);
    expect(forGuest).toMatchObject({ sender: "in_app:issue_activities:mentioned", is_mentioned_notification: true });
    expect(await notificationsOf(t.db, cast.guest.user, issue)).toHaveLength(1);
    // A workspace member outside the project, and a stranger, cannot read the item: never told, never subscribed.
    for (const outsider of [cast.outsider.user, cast.stranger.user]) {
      expect(await notificationsOf(t.db, outsider, issue)).toEqual([]);
      expect(await follows(outsider, issue.id)).toBe(false);
    }
    expect(await notificationsOf(t.db, cast.member.user, issue)).toEqual([]);
    expect(await follows(cast.member.user, issue.id)).toBe(true);
    expect(await follows(cast.guest.user, issue.id)).toBe(true);
    expect(events.named("notification.created")).toHaveLength(2);
  });

  it("honours the comment and mention preferences", async () => {
    const issue = await item();
    await cast.guest.client.send("POST", `${issues()}/${issue.id}/subscribe/`);
    await preferences(cast.admin, { comment: false });
    await preferences(cast.guest, { mention: false });
    try {
      await cast.member.client.send("POST", `${issues()}/${issue.id}/comments/`, { comment_html: `<p>Hey ${mention(cast.guest.user)}</p>` });
      expect(await notificationsOf(t.db, cast.admin.user, issue)).toEqual([]);
      expect(await notificationsOf(t.db, cast.guest.user, issue)).toEqual([]);
      await cast.member.client.send("POST", `${issues()}/${issue.id}/comments/`, { comment_html: "<p>Plain</p>" });
      expect((await notificationsOf(t.db, cast.guest.user, issue)).map((note) => note.sender)).toEqual(["in_app:issue_activities:comment"]);
    } finally {
      await preferences(cast.admin, { comment: true });
      await preferences(cast.guest, { mention: true });
    }
  });

  it("tells only the people an edit mentions for the first time", async () => {
    const issue = await item();
    const posted = await cast.member.client.send("POST", `${issues()}/${issue.id}/comments/`, { comment_html: `<p>Hi ${mention(cast.guest.user)}</p>` });
    const before = (await notificationsOf(t.db, cast.admin.user, issue)).length;
    const edited = await cast.member.client.send("PATCH", `${issues()}/${issue.id}/comments/${posted.body.id}/`, {
      comment_html: `<p>Hi ${mention(cast.guest.user)} and ${mention(cast.admin.user)}</p>`,
    });
    expect(edited.status).toBe(200);
    const forAdmin = await notificationsOf(t.db, cast.admin.user, issue);
    expect(forAdmin).toHaveLength(before + 1);
    expect(forAdmin.at(-1)).toMatchObject({ is_mentioned_notification: true, sender: "in_app:issue_activities:mentioned" });
    expect(forAdmin.at(-1)?.data).toMatchObject({ issue_activity: { field: "mention", verb: "updated", issue_comment: expect.stringContaining("Hi") } });
    // The guest was mentioned already: the edit is no news to them.
    expect(await notificationsOf(t.db, cast.guest.user, issue)).toHaveLength(1);
  });

  it("never tells the actor of their own comment, even when they mention themselves", async () => {
    const issue = await item();
    await cast.admin.client.send("POST", `${issues()}/${issue.id}/comments/`, { comment_html: `<p>Me ${mention(cast.admin.user)}</p>` });
    expect(await notificationsOf(t.db, cast.admin.user, issue)).toEqual([]);
  });
});

describe("deleting a work item", () => {
  it("takes its notifications out of every inbox, announcing each to its receiver with their new counts", async () => {
    const [first, second] = [await item("Doomed"), await item("Also doomed")];
    for (const issue of [first, second]) await cast.member.client.send("PATCH", `${issues()}/${issue.id}/`, { priority: "high", assignee_ids: [cast.guest.user.id] });
    const held = [...(await notificationsOf(t.db, cast.admin.user, first)), ...(await notificationsOf(t.db, cast.guest.user, first))];
    expect(held.length).toBeGreaterThan(1);
    const events = recordEvents(t.server.services.events);
    expect((await cast.admin.client.send("DELETE", `${issues()}/${first.id}/`)).status).toBe(204);
    const bulk = await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/bulk-delete-issues/`, { issue_ids: [second.id] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(204);
    events.stop();
    const deleted = events.named("notification.deleted");
    expect(deleted.slice(0, held.length).map((event) => event.data.id).sort()).toEqual(held.map((note) => note.id).sort());
    for (const event of deleted) {
      const receiver = [cast.admin.user, cast.guest.user].find((user) => event.audience.kind === "users" && event.audience.user_ids[0] === user.id);
      expect(receiver, JSON.stringify(event.audience)).toBeDefined();
      expectOnlyTo([event], receiver!);
    }
    expect(await notificationsOf(t.db, cast.admin.user, second)).toEqual([]);
    // Once per delete, per receiver.
    expect(events.named("notification_counts.updated").map((event) => event.id).sort()).toEqual([cast.admin.user.id, cast.guest.user.id, cast.admin.user.id, cast.guest.user.id].sort());
  });
});
