import type { Issue } from "../../db/models/Issue.js";
import { canDeleteWorkItem } from "../contract/projectRoles.js";
import { ForbiddenError } from "../errors.js";

/**
 * The work item policy (SPEC.md section 6): creating and editing need project role Member (the route's
 * projectScope("edit")); deleting is for project admins and for the member who created the item.
 */
export function authorizeDeleteWorkItem(role: number | null, issue: Issue, userId: string): void {
  if (!canDeleteWorkItem(role, issue.created_by_id, userId)) throw new ForbiddenError("Only project admins and the work item's creator can delete it.");
}
