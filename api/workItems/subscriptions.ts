import type { Knex } from "knex";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";

/** For the work item detail's is_subscribed. */
export async function isSubscribed(db: Knex, issueId: string, userId: string): Promise<boolean> {
  return (await IssueSubscriber.query(db).where({ issue_id: issueId, subscriber_id: userId }).resultSize()) > 0;
}
