import type { Knex } from "knex";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { findInScope } from "../findInScope.js";
import { presentCommentReaction, presentWorkItemCommentDetail } from "../presenters/workItemComment.js";
import { loadActors } from "./actors.js";
import { createdAfter } from "./createdAfter.js";
import { withinScope, type WorkItemScope } from "./find.js";

const COMMENT_NOT_FOUND = "Comment not found";

/** A comment of this work item; another item's comment, or a made-up id, is the same 404. */
export async function findComment(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<IssueComment> {
  return findInScope(id, COMMENT_NOT_FOUND, () => {
    const query = IssueComment.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/**
 * The id of the work item a comment is on, for Plane's paths that name the comment without its item
 * (.../projects/:projectId/comments/:commentId/...). A comment of another project, or of a draft that is
 * not the caller's, is the same 404 as a made-up id.
 */
export async function findCommentItemId(db: Knex, scope: WorkItemScope, commentId: string): Promise<string> {
  const issue = await findInScope(commentId, COMMENT_NOT_FOUND, () =>
    withinScope(Issue.query(db).select("issues.id").join("issue_comments", "issue_comments.issue_id", "issues.id").findOne("issue_comments.id", commentId), scope),
  );
  return issue.id;
}

/** The reactions on these comments, oldest first, in one query. */
function reactionsOn(db: Knex, commentIds: readonly string[]) {
  return CommentReaction.query(db).whereIn("comment_id", [...commentIds]).orderBy("created_at").orderBy("id");
}

/** The reactions on one comment of this work item, in their REST shape (another item's comment is a 404). */
export async function listCommentReactions(db: Knex, issue: Issue, commentId: string) {
  const comment = await findComment(db, issue, commentId);
  return (await reactionsOn(db, [comment.id])).map(presentCommentReaction);
}

/** Comments in their REST shape, their reactions and authors loaded in one query each. */
export async function presentComments(db: Knex, comments: readonly IssueComment[]) {
  const reactions = comments.length === 0 ? [] : await reactionsOn(db, comments.map((c) => c.id));
  const authorOf = await loadActors(db, comments.map((c) => c.actor_id));
  return comments.map((comment) => presentWorkItemCommentDetail(comment, reactions.filter((r) => r.comment_id === comment.id), authorOf(comment.actor_id)));
}

/** The item's comments as rows, oldest first; with `after`, only those written after that moment. */
export async function commentRows(db: Knex, issue: Issue, after?: string): Promise<IssueComment[]> {
  return createdAfter(IssueComment.query(db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }), after).orderBy("created_at").orderBy("id");
}

/** The item's comments, oldest first, in their REST shape; with `after`, only those written after that moment. */
export async function listComments(db: Knex, issue: Issue, after?: string) {
  return presentComments(db, await commentRows(db, issue, after));
}
