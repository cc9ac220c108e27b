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

/**
 * Idempotent, in one insert however many items: answers how many subscriptions were made now (those that
 * already existed are skipped and announce nothing).
 */
export async function subscribe(trx: Knex, outbox: Outbox, issues: readonly Issue[], userId: string): Promise<number> {
  if (issues.length === 0) return 0;
  const rows = (await trx("issue_subscribers")
    .insert(issues.map((issue) => ({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: userId })))
    .onConflict(["issue_id", "subscriber_id"])
    .ignore()
    .returning("*")) as IssueSubscriber[];
  for (const row of rows) outbox.add(workItemExtraEvent("work_item_subscription", "created", row, userId, presentSubscription(row)));
  return rows.length;
}

/** Idempotent: unsubscribing when not subscribed changes nothing and announces nothing. */
export async function unsubscribe(trx: Knex, outbox: Outbox, issue: Issue, userId: string): Promise<void> {
  const [row] = (await trx("issue_subscribers").where({ issue_id: issue.id, subscriber_id: userId }).delete().returning("*")) as IssueSubscriber[];
  if (row) outbox.add(workItemExtraEvent("work_item_subscription", "deleted", row, userId, presentSubscription(row)));
}
