import type { Knex } from "knex";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { findInScope } from "../findInScope.js";
import { presentWorkItemComment } from "../presenters/workItemComment.js";

const COMMENT_NOT_FOUND = "Comment not found";

/** A comment of this work item; another item's comment, or a made-up id, is the same 404. */
export async function findComment(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<IssueComment> {
  return findInScope(id, COMMENT_NOT_FOUND, () => {
    const query = IssueComment.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** Comments in their REST shape, their reactions loaded in one query. */
export async function presentComments(db: Knex, comments: readonly IssueComment[]) {
  const reactions = comments.length === 0 ? [] : await CommentReaction.query(db).whereIn("comment_id", comments.map((c) => c.id)).orderBy("created_at").orderBy("id");
  return comments.map((comment) => presentWorkItemComment(comment, reactions.filter((r) => r.comment_id === comment.id)));
}

/** The item's comments, oldest first, in their REST shape. */
export async function listComments(db: Knex, issue: Issue) {
  const comments = await IssueComment.query(db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }).orderBy("created_at").orderBy("id");
  return presentComments(db, comments);
}
