import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import type { Outbox } from "../events/unitOfWork.js";
import { workItemExtraEvent } from "./extraEvents.js";

/**
 * Who follows a work item. Subscribing is personal bookkeeping, so it writes no history line (as in
 * Plane), but it still announces itself so the subscriber's other tabs can follow.
 */

/** For the work item detail's is_subscribed. */
export async function isSubscribed(db: Knex, issueId: string, userId: string): Promise<boolean> {
  return (await IssueSubscriber.query(db).where({ issue_id: issueId, subscriber_id: userId }).resultSize()) > 0;
}

const presentSubscription = (row: IssueSubscriber) => ({ id: row.id, issue: row.issue_id, subscriber: row.subscriber_id, project: row.project_id, workspace: row.workspace_id });

/** Idempotent: answers whether a subscription was made now (false when it already existed). */
export async function subscribe(trx: Knex, outbox: Outbox, issue: Issue, userId: string): Promise<boolean> {
  const [row] = (await trx("issue_subscribers")
    .insert({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: userId })
    .onConflict(["issue_id", "subscriber_id"])
    .ignore()
    .returning("*")) as IssueSubscriber[];
  if (row) outbox.add(workItemExtraEvent("work_item_subscription", "created", row, userId, presentSubscription(row)));
  return row !== undefined;
}

/** Idempotent: unsubscribing when not subscribed changes nothing and announces nothing. */
export async function unsubscribe(trx: Knex, outbox: Outbox, issue: Issue, userId: string): Promise<void> {
  const [row] = (await trx("issue_subscribers").where({ issue_id: issue.id, subscriber_id: userId }).delete().returning("*")) as IssueSubscriber[];
  if (row) outbox.add(workItemExtraEvent("work_item_subscription", "deleted", row, userId, presentSubscription(row)));
}
