import { proxy } from "valtio";
import type { EventEnvelope } from "../../../api/contract/events";
import { NOTIFICATION_PAGE_SIZE, type NotificationCountsShape, type NotificationShape, type NotificationType } from "../../../api/contract/notificationShapes";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { showOnDesktop } from "../pages/notifications/desktopNotifications";
import { emptyPagedList, pagedListActions, type PagedList } from "./pagedList";
import { showToast } from "./toasts";

/** SPEC.md section 4 "Notification tabs: all, mentions". */
export type NotificationTab = "all" | "mentions";
/** Plane's inbox views: what is current, what is snoozed until later, what was put away. */
export type NotificationView = "inbox" | "snoozed" | "archived";

/** The workspace whose inbox is open or whose bell is shown, and how the inbox is filtered. */
interface NotificationInbox {
  slug: string | null;
  workspaceId: string | null;
  tab: NotificationTab;
  /** Empty: every reason. SPEC.md section 4 "Filters: assigned, created, subscribed". */
  types: NotificationType[];
  unreadOnly: boolean;
  view: NotificationView;
  counts: NotificationCountsShape;
  markingAllRead: boolean;
}

export const notificationInbox = proxy<NotificationInbox>({
  slug: null,
  workspaceId: null,
  tab: "all",
  types: [],
  unreadOnly: false,
  view: "inbox",
  counts: { total_unread_notifications_count: 0, mention_unread_notifications_count: 0 },
  markingAllRead: false,
});

/** The listed notifications of the current tab and filters; its owner names them, so a change of either starts from an empty first page. */
export const notificationList = proxy<PagedList<NotificationShape>>(emptyPagedList<NotificationShape>());
const list = pagedListActions(notificationList, { perPage: NOTIFICATION_PAGE_SIZE });

const notificationsPath = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/users/notifications`;
const notificationPath = (slug: string, id: string) => `${notificationsPath(slug)}/${encodeURIComponent(id)}`;

/**
 * The open tab and view as the API reads them (SPEC.md section 7, Plane's names): the all tab is every
 * notification but the mentions, which have their own tab, as in Plane. Mark-all-read takes the same.
 */
function tabFilters(): { snoozed: boolean; archived: boolean; mentioned: boolean; type?: string } {
  const { tab, types, view } = notificationInbox;
  const filters = { snoozed: view === "snoozed", archived: view === "archived", mentioned: tab === "mentions" };
  return types.length > 0 ? { ...filters, type: types.join(",") } : filters;
}

function listQuery(): string {
  const query = new URLSearchParams(Object.entries(tabFilters()).map(([name, value]) => [name, String(value)]));
  if (notificationInbox.unreadOnly) query.set("read", "false");
  return query.toString();
}

const listUrl = (slug: string) => `${notificationsPath(slug)}/?${listQuery()}`;
const listOwner = (slug: string) => `${slug}?${listQuery()}`;

/** Whether it is snoozed now: a snooze whose time has passed is back in the inbox. */
export const isSnoozed = (notification: Pick<NotificationShape, "snoozed_till">, now = Date.now()) =>
  notification.snoozed_till !== null && new Date(notification.snoozed_till).getTime() > now;

/** Whether it counts towards the bell: unread, not archived and not snoozed (as the server counts). */
const countsAsUnread = (notification: Pick<NotificationShape, "read_at" | "archived_at" | "snoozed_till">) =>
  notification.read_at === null && notification.archived_at === null && !isSnoozed(notification);

/** Whether the row belongs in the open view; a row read while "unread only" is on stays until the next load, so it can be undone. */
function inView(notification: NotificationShape): boolean {
  const { view } = notificationInbox;
  if (view === "archived") return notification.archived_at !== null;
  return notification.archived_at === null && isSnoozed(notification) === (view === "snoozed");
}

/**
 * Whether a new notification would be listed by the open tab and filters. Under a type filter only the
 * server can say (it asks how the person stands to the item now), so the next load brings it.
 */
function admitted(notification: NotificationShape): boolean {
  const { tab, types, unreadOnly } = notificationInbox;
  if ((tab === "mentions") !== notification.is_mentioned_notification || types.length > 0) return false;
  if (unreadOnly && notification.read_at !== null) return false;
  return inView(notification);
}

/**
 * Moves the counts by what changing one notification from `before` to `after` did, never below 0 (SPEC.md
 * section 4). Mentions are counted apart from the rest, as the server (and Plane) counts them.
 */
function shiftCounts(before: NotificationShape, after: NotificationShape): void {
  const delta = (countsAsUnread(after) ? 1 : 0) - (countsAsUnread(before) ? 1 : 0);
  if (delta === 0) return;
  const counts = notificationInbox.counts;
  const field = after.is_mentioned_notification ? "mention_unread_notifications_count" : "total_unread_notifications_count";
  counts[field] = Math.max(0, counts[field] + delta);
}

/** The bell's number: everything unread, mentions included. */
export const unreadTotal = (counts: NotificationCountsShape): number => counts.total_unread_notifications_count + counts.mention_unread_notifications_count;

/** The unread count a tab shows beside its name. */
export const unreadInTab = (counts: NotificationCountsShape, tab: NotificationTab): number =>
  tab === "mentions" ? counts.mention_unread_notifications_count : counts.total_unread_notifications_count;

/** Another workspace's bell and list must never show this one's numbers. */
function focusWorkspace(slug: string, workspaceId: string): void {
  if (notificationInbox.slug === slug) return;
  notificationInbox.slug = slug;
  notificationInbox.workspaceId = workspaceId;
  notificationInbox.counts = { total_unread_notifications_count: 0, mention_unread_notifications_count: 0 };
}

let countsRequest = 0;

/** The bell's numbers from the server, which has the last word after any local change. */
export async function loadUnreadCounts(slug: string, workspaceId: string): Promise<void> {
  focusWorkspace(slug, workspaceId);
  await refreshCounts(slug);
}

async function refreshCounts(slug: string): Promise<void> {
  const request = ++countsRequest;
  try {
    const counts = await api.get<NotificationCountsShape>(`${notificationsPath(slug)}/unread/`);
    if (request === countsRequest && notificationInbox.slug === slug) notificationInbox.counts = counts;
  } catch {
    // The bell keeps its last numbers; the next change or visit asks again.
  }
}

export async function loadNotifications(slug: string, workspaceId: string): Promise<void> {
  focusWorkspace(slug, workspaceId);
  await list.load(listOwner(slug), listUrl(slug));
}

export const loadMoreNotifications = (slug: string): Promise<void> => list.loadMore(listOwner(slug), listUrl(slug));

/** Whether the list holds the open workspace's current tab and filters (and not the last ones, still shown while those load). */
export const isListCurrent = (slug: string): boolean => notificationList.owner === listOwner(slug);

/** SPEC.md section 4: changing the tab or a filter clears the list and reloads from the first page. */
function refilter(slug: string, change: () => void): Promise<void> {
  change();
  return list.load(listOwner(slug), listUrl(slug));
}

export const setNotificationTab = (slug: string, tab: NotificationTab) => refilter(slug, () => (notificationInbox.tab = tab));
export const setNotificationView = (slug: string, view: NotificationView) => refilter(slug, () => (notificationInbox.view = view));
export const setUnreadOnly = (slug: string, unreadOnly: boolean) => refilter(slug, () => (notificationInbox.unreadOnly = unreadOnly));

export function toggleNotificationType(slug: string, type: NotificationType): Promise<void> {
  return refilter(slug, () => {
    const { types } = notificationInbox;
    notificationInbox.types = types.includes(type) ? types.filter((entry) => entry !== type) : [...types, type];
  });
}

/** Puts a changed notification in its place, or takes it out when it left the view (archived, snoozed, back from either). */
function place(notification: NotificationShape, at: number): void {
  const index = notificationList.items.findIndex((entry) => entry.id === notification.id);
  if (!inView(notification)) {
    if (index >= 0) list.drop(notification.id);
    return;
  }
  if (index >= 0) notificationList.items[index] = notification;
  else {
    notificationList.items.splice(Math.min(at, notificationList.items.length), 0, notification);
    notificationList.totalCount += 1;
  }
}

/**
 * Optimistic (SPEC.md section 4): the row and the bell change at once; the server's copy then replaces
 * the row, or the earlier one comes back with a toast if refused. The counts are asked for again after
 * either, since the server decides what counts.
 */
async function changeNotification(slug: string, id: string, patch: Partial<NotificationShape>, send: () => Promise<NotificationShape | undefined>, failure: { title: string; action: string }): Promise<void> {
  const owner = notificationList.owner;
  const at = notificationList.items.findIndex((entry) => entry.id === id);
  const entry = notificationList.items[at];
  if (!entry) return;
  const before: NotificationShape = { ...entry };
  const after: NotificationShape = { ...before, ...patch };
  place(after, at);
  shiftCounts(before, after);
  // A tab or filter changed meanwhile: the rows shown are another list's, which this change must not touch.
  const sameList = () => notificationList.owner === owner;
  try {
    const saved = await send();
    if (saved && sameList()) place(saved, at);
  } catch (error) {
    if (sameList()) place(before, at);
    shiftCounts(after, before);
    showToast({ tone: "danger", title: failure.title, message: describeError(error, failure.action) });
  }
  void refreshCounts(slug);
}

const now = () => new Date().toISOString();

export const markNotificationRead = (slug: string, id: string) =>
  changeNotification(slug, id, { read_at: now() }, () => api.post<NotificationShape>(`${notificationPath(slug, id)}/read/`), { title: "Not marked as read", action: "mark the notification as read" });

export const markNotificationUnread = (slug: string, id: string) =>
  changeNotification(slug, id, { read_at: null }, () => api.delete<NotificationShape>(`${notificationPath(slug, id)}/read/`), { title: "Not marked as unread", action: "mark the notification as unread" });

export const archiveNotification = (slug: string, id: string) =>
  changeNotification(slug, id, { archived_at: now() }, () => api.post<NotificationShape>(`${notificationPath(slug, id)}/archive/`), { title: "Not archived", action: "archive the notification" });

export const unarchiveNotification = (slug: string, id: string) =>
  changeNotification(slug, id, { archived_at: null }, () => api.delete<NotificationShape>(`${notificationPath(slug, id)}/archive/`), { title: "Not moved back to the inbox", action: "unarchive the notification" });

/** Until `till`; null brings it back to the inbox now. */
export const snoozeNotification = (slug: string, id: string, till: Date | null) => {
  const snoozed_till = till ? till.toISOString() : null;
  return changeNotification(slug, id, { snoozed_till }, () => api.patch<NotificationShape>(`${notificationPath(slug, id)}/`, { snoozed_till }), {
    title: till ? "Not snoozed" : "Not unsnoozed",
    action: till ? "snooze the notification" : "unsnooze the notification",
  });
};

/** SPEC.md section 4: marks every notification of the current tab and filters read, and that tab's count goes to 0. */
export async function markAllNotificationsRead(slug: string): Promise<void> {
  if (notificationInbox.markingAllRead) return;
  const { tab } = notificationInbox;
  const unread = notificationList.items.filter((entry) => entry.read_at === null).map((entry) => entry.id);
  const previousCounts = { ...notificationInbox.counts };
  const readAt = now();
  notificationInbox.markingAllRead = true;
  for (const entry of notificationList.items) if (entry.read_at === null) entry.read_at = readAt;
  notificationInbox.counts[tab === "mentions" ? "mention_unread_notifications_count" : "total_unread_notifications_count"] = 0;
  try {
    await api.post<unknown>(`${notificationsPath(slug)}/mark-all-read/`, tabFilters());
  } catch (error) {
    for (const entry of notificationList.items) if (unread.includes(entry.id)) entry.read_at = null;
    notificationInbox.counts = previousCounts;
    showToast({ tone: "danger", title: "Not marked as read", message: describeError(error, "mark all notifications as read") });
  } finally {
    notificationInbox.markingAllRead = false;
  }
  void refreshCounts(slug);
}

/** Events about another workspace's inbox than the one shown are not this screen's. */
const isOurs = (envelope: Pick<EventEnvelope, "workspace_id">) => notificationInbox.workspaceId !== null && envelope.workspace_id === notificationInbox.workspaceId;

/**
 * Socket `notification.created` (to `user:<id>`): listed first when the open tab and filters would list
 * it, and shown on the desktop when the person opted in and the tab is in the background. The bell's
 * numbers come in their own event.
 */
export function applyNotificationCreated(envelope: EventEnvelope<"notification.created">): void {
  const slug = notificationInbox.slug;
  if (!slug || !isOurs(envelope)) return;
  const notification = envelope.data;
  if (notificationList.state === "ready" && admitted(notification)) list.prepend(listOwner(slug), notification);
  showOnDesktop(slug, notification);
}

/** Socket `notification.updated`: read, archived or snoozed elsewhere (another tab, another device). */
export function applyNotificationUpdated(envelope: EventEnvelope<"notification.updated">): void {
  if (!isOurs(envelope)) return;
  const at = notificationList.items.findIndex((entry) => entry.id === envelope.id);
  const entry = notificationList.items[at];
  if (!entry) return;
  place({ ...entry, ...envelope.data, data: envelope.data.data ?? entry.data }, at);
}

export function applyNotificationDeleted(envelope: EventEnvelope<"notification.deleted">): void {
  if (isOurs(envelope)) list.drop(envelope.id);
}

/** Socket `notification_counts.updated`: the server's numbers for the bell and the tabs. */
export function applyNotificationCounts(envelope: EventEnvelope<"notification_counts.updated">): void {
  if (envelope.data.workspace !== notificationInbox.workspaceId) return;
  notificationInbox.counts = {
    total_unread_notifications_count: Math.max(0, envelope.data.total_unread_notifications_count),
    mention_unread_notifications_count: Math.max(0, envelope.data.mention_unread_notifications_count),
  };
}
