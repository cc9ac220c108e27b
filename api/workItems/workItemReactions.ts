import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueReaction } from "../../db/models/IssueReaction.js";

/** Everyone's reactions on the item, oldest first (the order the web app groups them in). */
export async function listWorkItemReactions(db: Knex, issue: Issue): Promise<IssueReaction[]> {
  return IssueReaction.query(db).where("issue_id", issue.id).orderBy("created_at").orderBy("id");
}
