import { beforeEach, describe, expect, it } from "vitest";
import type { EventEnvelope, EventName, EventPayloads } from "../../api/contract/events.js";
import type { NotificationDataShape, NotificationShape } from "../../api/contract/notificationShapes.js";
import { notificationKey, notificationPhrase, notificationTitle, notifiedPagePath } from "../../web/src/pages/notifications/notificationText.js";
import { snoozeUntil } from "../../web/src/pages/notifications/snoozeChoices.js";
import {
  applyNotificationCounts,
  applyNotificationCreated,
  applyNotificationDeleted,
  applyNotificationUpdated,
  isListCurrent,
  notificationInbox,
  notificationList,
  unreadTotal,
} from "../../web/src/stores/notifications.js";

const WORKSPACE = "11111111-1111-4111-8111-111111111111";
const OTHER_WORKSPACE = "22222222-2222-4222-8222-222222222222";

function notification(id: string, fields: Partial<NotificationShape> = {}): NotificationShape {
  return {
    id,
    workspace: WORKSPACE,
    project: "p",
    entity_identifier: "issue-1",
    entity_name: "issue",
    title: "",
    message: null,
    message_html: "",
    message_stripped: null,
    sender: "in_app:issue_activities:assigned",
    receiver: "me",
    triggered_by: "olive",
    triggered_by_details: { id: "olive", display_name: "olive", avatar_url: null },
    read_at: null,
    archived_at: null,
    snoozed_till: null,
    is_inbox_issue: false,
    is_mentioned_notification: false,
    created_at: "2026-11-24T07:00:00.000Z",
    updated_at: "2026-11-24T07:00:00.000Z",
    data: {
      issue: { id: "issue-1", name: "Weld the tank", sequence_id: 1, identifier: "ROCK", state_name: "Todo", state_group: "unstarted" },
      issue_activity: { id: null, field: "state", verb: "updated", actor: "olive", old_value: "Todo", new_value: "Done", issue_comment: null },
    },
    ...fields,
  };
}

function envelope<Name extends EventName>(name: Name, id: string, data: EventPayloads[Name], workspaceId = WORKSPACE): EventEnvelope<Name> {
  return { name, id, workspace_id: workspaceId, project_id: null, actor_id: "olive", version: 1, mutation_id: null, data };
}

const listedIds = () => notificationList.items.map((entry) => entry.id);

describe("the inbox store's socket functions", () => {
  beforeEach(() => {
    Object.assign(notificationInbox, { slug: "rocket", workspaceId: WORKSPACE, tab: "all", types: [], unreadOnly: false, view: "inbox" });
    notificationInbox.counts = { total_unread_notifications_count: 1, mention_unread_notifications_count: 0 };
    // The all tab's inbox, as loadNotifications names it.
    Object.assign(notificationList, { owner: "rocket?snoozed=false&archived=false&mentioned=false", items: [notification("a")], state: "ready", totalCount: 1 });
    expect(isListCurrent("rocket")).toBe(true);
  });

  it("lists a new notification first when the open tab would list it", () => {
    applyNotificationCreated(envelope("notification.created", "b", notification("b")));
    expect(listedIds()).toEqual(["b", "a"]);
    expect(notificationList.totalCount).toBe(2);
    // The same event again (a reconnect's catch-up) is not listed twice.
    applyNotificationCreated(envelope("notification.created", "b", notification("b")));
    expect(listedIds()).toEqual(["b", "a"]);
  });

  it("leaves a mention to the mentions tab, and another workspace's notification out", () => {
    applyNotificationCreated(envelope("notification.created", "m", notification("m", { is_mentioned_notification: true })));
    applyNotificationCreated(envelope("notification.created", "x", notification("x", { workspace: OTHER_WORKSPACE }), OTHER_WORKSPACE));
    expect(listedIds()).toEqual(["a"]);
  });

  it("leaves a new notification to the next load while a type filter is on, which only the server can apply", () => {
    notificationInbox.types = ["assigned"];
    notificationList.owner = "rocket?snoozed=false&archived=false&mentioned=false&type=assigned";
    expect(isListCurrent("rocket")).toBe(true);
    applyNotificationCreated(envelope("notification.created", "b", notification("b")));
    expect(listedIds()).toEqual(["a"]);
  });

  it("patches a read one in place, and takes an archived or snoozed one out of the inbox", () => {
    notificationList.items.push(notification("b"), notification("c"));
    applyNotificationUpdated(envelope("notification.updated", "a", { read_at: "2026-11-24T08:00:00.000Z" }));
    expect(notificationList.items[0]?.read_at).toBe("2026-11-24T08:00:00.000Z");
    applyNotificationUpdated(envelope("notification.updated", "b", { archived_at: "2026-11-24T08:00:00.000Z" }));
    applyNotificationUpdated(envelope("notification.updated", "c", { snoozed_till: snoozeUntil(1).toISOString() }));
    expect(listedIds()).toEqual(["a"]);
  });

  it("drops a deleted one", () => {
    applyNotificationDeleted(envelope("notification.deleted", "a", { id: "a" }));
    expect(listedIds()).toEqual([]);
  });

  it("takes the server's counts for its own workspace only", () => {
    applyNotificationCounts(envelope("notification_counts.updated", WORKSPACE, { total_unread_notifications_count: 4, mention_unread_notifications_count: 2, workspace: WORKSPACE }));
    expect(unreadTotal(notificationInbox.counts)).toBe(6);
    applyNotificationCounts(envelope("notification_counts.updated", OTHER_WORKSPACE, { total_unread_notifications_count: 9, mention_unread_notifications_count: 9, workspace: OTHER_WORKSPACE }, OTHER_WORKSPACE));
    expect(unreadTotal(notificationInbox.counts)).toBe(6);
  });
});

describe("what a notification row says", () => {
  const withActivity = (activity: Partial<NotificationDataShape["issue_activity"]>, fields: Partial<NotificationShape> = {}) => {
    const base = notification("n", fields);
    const data = base.data as NotificationDataShape;
    return { ...base, data: { ...data, issue_activity: { ...data.issue_activity, ...activity } } };
  };

  it("names the change the way Plane's inbox does", () => {
    expect(notificationPhrase(withActivity({}))).toBe("changed the state to Done");
    expect(notificationPhrase(withActivity({ field: "priority", new_value: "high" }))).toBe("changed the priority to high");
    expect(notificationPhrase(withActivity({ field: "target_date", new_value: null }))).toBe("removed the due date");
    expect(notificationPhrase(withActivity({ field: "comment", verb: "created" }))).toBe("commented");
    expect(notificationPhrase(withActivity({ field: "assignees", new_value: "mo" }))).toBe("assigned mo");
    expect(notificationPhrase(withActivity({ field: "assignees", new_value: "mo" }), "mo")).toBe("assigned you");
    expect(notificationPhrase(withActivity({ field: "comment" }, { is_mentioned_notification: true }))).toBe("mentioned you in a comment");
  });

  it("says a page mention for what it is, names the page, and leads to the page", () => {
    const onPage = notification("p", {
      entity_name: "page",
      entity_identifier: "page-1",
      is_mentioned_notification: true,
      data: { page: { id: "page-1", name: "Launch plan", project_id: "proj-1" } },
    });
    expect(notificationPhrase(onPage)).toBe("mentioned you on a page");
    expect(notificationKey(onPage)).toBe("Launch plan");
    expect(notificationTitle(onPage)).toBe("Launch plan");
    expect(notifiedPagePath("rocket", onPage)).toBe("/rocket/projects/proj-1/pages/page-1");
    expect(notificationTitle({ data: { page: { id: "page-1", name: "  ", project_id: "proj-1" } } })).toBe("Untitled page");
    // A work item's leads to the inbox's peek instead.
    expect(notifiedPagePath("rocket", notification("i"))).toBeNull();
    expect(notificationKey(notification("i"))).toBe("ROCK-1");
  });

  it("snoozes a day as this time tomorrow", () => {
    const now = new Date(2026, 10, 24, 9, 30);
    expect(snoozeUntil(1, now)).toEqual(new Date(2026, 10, 25, 9, 30));
    expect(snoozeUntil(14, now)).toEqual(new Date(2026, 11, 8, 9, 30));
  });
});
