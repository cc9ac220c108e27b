import { pageNotified, workItemNotified, type NotificationShape } from "../../../../api/contract/notificationShapes";
import { workItemKey } from "../../../../api/contract/workItems";
import { formatDay } from "../workItems/workItemDisplay";

/** How a property is named in a sentence; the rest read well with their underscores turned to spaces. */
const FIELD_NAMES: Record<string, string> = { start_date: "start date", target_date: "due date", estimate_point: "estimate", name: "title" };

const isDay = (field: string) => field === "start_date" || field === "target_date";

/** A scalar property set, changed or cleared: "changed the state to Done", "removed the due date". */
function propertyPhrase(field: string, after: string | null): string {
  const name = FIELD_NAMES[field] ?? field.replace(/_/g, " ");
  if (after === null || after === "") return `removed the ${name}`;
  return `changed the ${name} to ${isDay(field) ? formatDay(after) : after}`;
}

/**
 * What the notification says after its actor's name, from the change it records (Plane's inbox style):
 * "changed the state to Done", "mentioned you in a comment", "commented". Changes to the item's parts
 * (comments, links, assignees) are named for what they are.
 */
export function notificationPhrase(notification: Pick<NotificationShape, "data" | "is_mentioned_notification">, readerName?: string): string {
  const item = workItemNotified(notification.data);
  // A page notifies of one thing only: a mention in its text.
  if (!item) return "mentioned you on a page";
  const { field, verb, new_value: after, old_value: before } = item.issue_activity;
  if (notification.is_mentioned_notification) return field === "description" ? "mentioned you in the description" : "mentioned you in a comment";
  switch (field) {
    case "comment":
      return verb === "updated" ? "edited a comment" : verb === "deleted" ? "deleted a comment" : "commented";
    case "assignees":
      // The assignee's own notification names them by name; to them it reads "assigned you".
      if (after) return after === readerName ? "assigned you" : `assigned ${after}`;
      return before === readerName ? "unassigned you" : `unassigned ${before ?? "someone"}`;
    case "labels":
      return after ? `added the label ${after}` : `removed the label ${before ?? ""}`.trimEnd();
    case "description":
      return "updated the description";
    case "link":
      return after ? "added a link" : "removed a link";
    case "attachment":
      return after ? "added an attachment" : "removed an attachment";
    case "archived_at":
      return after === "restore" ? "restored the work item" : "archived the work item";
  }
  if (verb === "created") return "created the work item";
  if (verb === "deleted") return "deleted the work item";
  return propertyPhrase(field, after);
}

/** The actor as the row names them; a change with no person behind it (an automation) is Cairn's. */
export const notificationActor = (notification: Pick<NotificationShape, "triggered_by_details">): string => notification.triggered_by_details?.display_name ?? "Cairn";

/** The whole sentence, for the desktop notification: "pat changed the state to Done". */
export const notificationSentence = (notification: Pick<NotificationShape, "data" | "is_mentioned_notification" | "triggered_by_details">, readerName?: string): string =>
  `${notificationActor(notification)} ${notificationPhrase(notification, readerName)}`;

/** What a row's actions name it by: "WEB-12", the key of the work item it is about, or the page's title. */
export function notificationKey(notification: Pick<NotificationShape, "data">): string {
  const item = workItemNotified(notification.data);
  return item ? workItemKey(item.issue.identifier, item.issue.sequence_id) : notificationTitle(notification);
}

/** The title of the work item or page it is about; a page may have none yet. */
export function notificationTitle(notification: Pick<NotificationShape, "data">): string {
  const page = pageNotified(notification.data);
  if (page) return page.name.trim() || "Untitled page";
  return workItemNotified(notification.data)?.issue.name ?? "";
}

/** Where a page notification leads: the page itself (a work item's opens in the inbox's peek instead). */
export function notifiedPagePath(slug: string, notification: Pick<NotificationShape, "data">): string | null {
  const page = pageNotified(notification.data);
  return page ? `/${slug}/projects/${page.project_id}/pages/${page.id}` : null;
}
