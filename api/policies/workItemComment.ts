import type { IssueComment } from "../../db/models/IssueComment.js";
import { ROLE } from "../contract/roles.js";
import { ForbiddenError } from "../errors.js";

/**
 * The comment policy: anyone who can read the work item may comment (Plane lets guests comment), a
 * comment's words are its author's alone to change, and project admins may remove any comment.
 */
export function canEditComment(comment: IssueComment, userId: string): boolean {
  return comment.actor_id === userId;
}

export function canDeleteComment(role: number | null, comment: IssueComment, userId: string): boolean {
  return canEditComment(comment, userId) || (role !== null && role >= ROLE.ADMIN);
}

export function authorizeEditComment(comment: IssueComment, userId: string): void {
  if (!canEditComment(comment, userId)) throw new ForbiddenError("Only the author can edit a comment.");
}

export function authorizeDeleteComment(role: number | null, comment: IssueComment, userId: string): void {
  if (!canDeleteComment(role, comment, userId)) throw new ForbiddenError("Only the author and project admins can delete a comment.");
}
