import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemSubscription } from "../presenters/workItemSubscription.js";

/** For the work item detail's is_subscribed. */
export async function isSubscribed(db: Knex, issueId: string, userId: string): Promise<boolean> {
  return (await IssueSubscriber.query(db).where({ issue_id: issueId, subscriber_id: userId }).resultSize()) > 0;
}

type Followed = Pick<Issue, "id" | "workspace_id" | "project_id">;

/**
 * Makes each person follow each item, in one insert, idempotently: a subscription that already exists is
 * skipped. Each new one queues work_item_subscription.created to its subscriber alone (following is
 * personal), so their other tabs can follow. Answers the subscriptions made now.
 */
export async function follow(trx: Knex, outbox: Outbox, actorId: string, pairs: readonly { issue: Followed; userId: string }[]): Promise<IssueSubscriber[]> {
  if (pairs.length === 0) return [];
  const rows = (await trx("issue_subscribers")
    .insert(pairs.map(({ issue, userId }) => ({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: userId })))
    .onConflict(["issue_id", "subscriber_id"])
    .ignore()
    .returning("*")) as IssueSubscriber[];
  for (const row of rows) {
    outbox.add(domainEvent("work_item_subscription.created", row, actorId, presentWorkItemSubscription(row), toUsers(row.workspace_id, [row.subscriber_id])));
  }
  return rows;
}

/**
 * Who hears of a work item's changes, as a select expression over the issues row aliased `alias`: its
 * subscribers and its assignees, each once, as comma-joined text (read it with followerIds()). A write
 * that has the item's row in hand anyway (the work item update) takes it in that same statement.
 */
export function followersColumn(alias: string): string {
  return `array_to_string(array(select s.subscriber_id from issue_subscribers s where s.issue_id = ${alias}.id union select a.assignee_id from issue_assignees a where a.issue_id = ${alias}.id), ',') as follower_ids`;
}

/**
 * Whether `userId` follows the item (isSubscribed()), as a select expression over the issues row aliased
 * `alias`, named is_subscribed: the work item update answers its caller's is_subscribed with it.
 */
export function subscribedColumn(db: Knex, alias: string, userId: string): Knex.Raw {
  return db.raw(`exists(select 1 from issue_subscribers s where s.issue_id = ${alias}.id and s.subscriber_id = ?) as is_subscribed`, [userId]);
}

/** The followers of a row read with followersColumn(). */
export function followerIds(row: Record<string, unknown>): string[] {
  return typeof row.follower_ids === "string" && row.follower_ids !== "" ? row.follower_ids.split(",") : [];
}

/** Who hears of a work item's changes (followersColumn()). */
export async function followersOf(db: Knex, issueId: string): Promise<string[]> {
  const row = (await db.first(db.raw(followersColumn("i"))).from("issues as i").where("i.id", issueId)) as Record<string, unknown> | undefined;
  return row ? followerIds(row) : [];
}
