import type { Issue } from "../../db/models/Issue.js";
import { Notification } from "../../db/models/Notification.js";
import { User } from "../../db/models/User.js";
import type { NotificationDataShape } from "../contract/notificationShapes.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { usersWhoCanRead } from "../policies/workItemReaders.js";
import { follow, followersOf } from "../workItems/subscriptions.js";
import { createChanges, type NotifiedChange } from "./changes.js";
import { deliverNotifications } from "./deliver.js";
import { queueCounts } from "./counts.js";
import { preferencesOfMany } from "./preferences.js";

type NotifiedIssue = Pick<Issue, "id" | "workspace_id" | "project_id" | "is_draft" | "created_by_id">;

/**
 * The notification rules (SPEC.md sections 3 and 4, issue 12), run by the commands inside their
 * transaction, so a notification exists exactly when its change committed. One notifier serves one unit
 * of work: a bulk update reports every item through the same one, and finish() then queues one
 * notification_counts.updated per receiver, whatever the number of notifications they got.
 *
 * Who hears of a change: the item's subscribers and assignees (the creator, assignees, commenters and
 * mentioned people are subscribed automatically, as in Plane, and may unsubscribe), plus the people it
 * @mentions; never the actor; only people who may read the item now; each at most once per change; and
 * only under the preference that kind of change falls under.
 */
export class WorkItemNotifier {
  /** Receivers of this unit of work's notifications, per workspace. */
  private readonly receivers = new Map<string, Set<string>>();
  private actorUser: User | undefined;

  constructor(private readonly uow: UnitOfWork) {}

  /** Subscribes those of `userIds` who may read the item (the automatic subscriptions above); answers who follows it only now. */
  async subscribe(issue: NotifiedIssue, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const { trx, outbox, actor } = this.uow;
    const readers = await usersWhoCanRead(trx, issue, userIds);
    const made = await follow(trx, outbox, actor.id, [...readers].map((userId) => ({ issue, userId })));
    return made.map((subscription) => subscription.subscriber_id);
  }

  /**
   * An item new to its project (made, or a draft made live): its creator (the actor), assignees and the
   * people its description mentions follow it, and each assignee and mentioned person is told. Answers who
   * follows it only now.
   */
  async itemCreated(issue: NotifiedIssue, assigneeIds: readonly string[], mentions: readonly string[]): Promise<string[]> {
    const followed = await this.subscribe(issue, [this.uow.actor.id, ...assigneeIds, ...mentions]);
    const assignees = assigneeIds.length === 0 ? [] : await User.query(this.uow.trx).whereIn("id", [...assigneeIds]).select("id", "display_name");
    await this.report(issue, createChanges(assignees.map((user) => ({ id: user.id, name: user.display_name })), mentions));
    return followed;
  }

  /**
   * Writes the notifications of these changes to one item and queues notification.created for each.
   * `knownFollowers` are the item's followers when the caller has read them already (followersColumn());
   * people among them who may not read the item are dropped below, as any follower who may not.
   */
  async report(issue: NotifiedIssue, changes: readonly NotifiedChange[], knownFollowers?: readonly string[]): Promise<void> {
    // A draft is its creator's alone, and its creator is the only one who can change it.
    if (issue.is_draft || changes.length === 0) return;
    const { trx, actor } = this.uow;
    const followers = knownFollowers ?? (await followersOf(trx, issue.id));
    const audienceOf = (change: NotifiedChange) => new Set(change.onlyTo ?? [...followers, ...(change.mentions ?? [])]);
    const candidates = new Set(changes.flatMap((change) => [...audienceOf(change)]));
    candidates.delete(actor.id);
    const readers = await usersWhoCanRead(trx, issue, [...candidates]);
    if (readers.size === 0) return;
    const preferences = await preferencesOfMany(trx, [...readers]);
    const item = await itemSummary(trx, issue.id);

    const rows: Partial<Notification>[] = [];
    for (const change of changes) {
      for (const receiver of audienceOf(change)) {
        // Only readers have preferences here: the actor and anyone who may not read the item have none.
        const wants = preferences.get(receiver);
        if (!wants) continue;
        const mentioned = change.mentions?.includes(receiver) ?? false;
        if (!wants[mentioned ? "mention" : change.preference]) continue;
        rows.push(this.row(issue, item, change, receiver, mentioned));
      }
    }
    for (const stored of await deliverNotifications(this.uow, rows, await this.actorRow())) this.receiversOf(stored.workspace_id).add(stored.receiver_id);
  }

  /**
   * Removes the notifications about items that are going away (before they are deleted, whose cascade
   * would take them silently) and queues notification.deleted to each receiver; finish() sends the counts.
   */
  async forget(issueIds: readonly string[]): Promise<void> {
    if (issueIds.length === 0) return;
    const { trx, outbox, actor } = this.uow;
    const gone = await Notification.query(trx).delete().whereIn("entity_identifier", [...issueIds]).returning(["id", "workspace_id", "project_id", "receiver_id"]);
    for (const row of gone) {
      outbox.add(domainEvent("notification.deleted", row, actor.id, { id: row.id }, toUsers(row.workspace_id, [row.receiver_id])));
      this.receiversOf(row.workspace_id).add(row.receiver_id);
    }
  }

  /** Queues the new unread counts of everyone notified in this unit of work; call once, after the last report. */
  async finish(): Promise<void> {
    const { trx, outbox, actor } = this.uow;
    for (const [workspaceId, receivers] of this.receivers) await queueCounts(trx, outbox, actor.id, workspaceId, [...receivers]);
    this.receivers.clear();
  }

  private receiversOf(workspaceId: string): Set<string> {
    let set = this.receivers.get(workspaceId);
    if (!set) {
      set = new Set();
      this.receivers.set(workspaceId, set);
    }
    return set;
  }

  private async actorRow(): Promise<User | undefined> {
    this.actorUser ??= await User.query(this.uow.trx).findById(this.uow.actor.id);
    return this.actorUser;
  }

  private row(issue: NotifiedIssue, item: NotificationDataShape["issue"], change: NotifiedChange, receiver: string, mentioned: boolean): Partial<Notification> {
    const { actor } = this.uow;
    const { entry, comment } = change;
    const data: NotificationDataShape = {
      issue: item,
      issue_activity: {
        id: null,
        field: mentioned ? "mention" : (entry.field ?? "issue"),
        verb: entry.verb,
        actor: actor.id,
        old_value: entry.old_value ?? null,
        new_value: entry.new_value ?? null,
        issue_comment: comment?.stripped ?? null,
      },
    };
    return {
      workspace_id: issue.workspace_id,
      project_id: issue.project_id,
      receiver_id: receiver,
      triggered_by_id: actor.id,
      entity_identifier: issue.id,
      entity_name: "issue",
      title: item.name,
      data: { ...data },
      message: comment?.stripped ?? null,
      message_html: comment?.html ?? "",
      message_stripped: comment?.stripped ?? null,
      sender: `in_app:issue_activities:${mentioned ? "mentioned" : change.reason}`,
      is_mentioned_notification: mentioned,
      created_by_id: actor.id,
      updated_by_id: actor.id,
    };
  }
}

/** The item as the inbox row names it, as it is after the change. */
async function itemSummary(trx: UnitOfWork["trx"], issueId: string): Promise<NotificationDataShape["issue"]> {
  const row = (await trx("issues as i")
    .join("projects as p", "p.id", "i.project_id")
    .leftJoin("states as s", "s.id", "i.state_id")
    .where("i.id", issueId)
    .first("i.id", "i.name", "i.sequence_id", "p.identifier", "s.name as state_name", "s.group as state_group")) as NotificationDataShape["issue"] | undefined;
  if (!row) throw new Error("unreachable: the item being reported on exists in this transaction");
  return row;
}
