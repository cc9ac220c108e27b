import type { NotificationPreferencesShape } from "../contract/notificationShapes.js";
import type { StateGroup } from "../contract/workItems.js";
import type { ActivityEntry } from "../workItems/activity.js";

/** The kind of change a person can turn off (GET/PATCH /api/users/me/notification-preferences/). */
export type PreferenceKey = keyof NotificationPreferencesShape;

/** One change to report: a line of the item's history, with who may hear it and under which preference. */
export interface NotifiedChange {
  entry: ActivityEntry;
  preference: PreferenceKey;
  /** Why it was sent; the notification's sender is `in_app:issue_activities:<reason>`. */
  reason: string;
  /** The people this change @mentions for the first time: they hear of it as a mention. */
  mentions?: readonly string[];
  /** When set, only these people hear of it (creation tells each assignee alone that they were assigned). */
  onlyTo?: readonly string[];
  /** The comment this change made, for its text in the inbox. */
  comment?: { id: string; html: string; stripped: string };
}

/** History fields nobody is notified of: a draft flag changes who may see the item, not the item. */
const UNREPORTED = new Set(["is_draft"]);

/**
 * A work item update's history lines as changes to report (SPEC.md section 4, Plane's preference kinds):
 * the state entering the completed group is "completed", another state move a state change, a new
 * assignee "assigned", anything else a property change; the description carries its new mentions.
 */
export function updateChanges(history: readonly ActivityEntry[], stateGroupAfter: StateGroup | null, newMentions: readonly string[]): NotifiedChange[] {
  return history
    .filter((entry) => entry.field !== null && !UNREPORTED.has(entry.field))
    .map((entry): NotifiedChange => {
      if (entry.field === "state") {
        return stateGroupAfter === "completed" ? { entry, preference: "issue_completed", reason: "completed" } : { entry, preference: "state_change", reason: "state" };
      }
      if (entry.field === "assignees") return { entry, preference: "property_change", reason: "assigned" };
      if (entry.field === "description") return { entry, preference: "property_change", reason: "property", mentions: newMentions };
      return { entry, preference: "property_change", reason: "property" };
    });
}

/** A new item tells each assignee that they were assigned, and each person its description mentions. */
export function createChanges(assignees: readonly { id: string; name: string }[], mentions: readonly string[]): NotifiedChange[] {
  const assigned = assignees.map(
    ({ id, name }): NotifiedChange => ({ entry: { verb: "updated", field: "assignees", new_value: name, new_identifier: id }, preference: "property_change", reason: "assigned", onlyTo: [id] }),
  );
  if (mentions.length === 0) return assigned;
  return [...assigned, { entry: { verb: "created", field: "description" }, preference: "property_change", reason: "property", mentions, onlyTo: mentions }];
}

/**
 * A new comment, to every follower, and as a mention to those it names. An edited comment tells only the
 * people it mentions for the first time.
 */
export function commentChange(comment: { id: string; html: string; stripped: string }, mentions: readonly string[], edited = false): NotifiedChange {
  return {
    entry: { verb: edited ? "updated" : "created", field: "comment", new_value: comment.stripped, new_identifier: comment.id },
    preference: "comment",
    reason: "comment",
    mentions,
    ...(edited ? { onlyTo: mentions } : {}),
    comment,
  };
}
