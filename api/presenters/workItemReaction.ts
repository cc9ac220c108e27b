import type { IssueReaction } from "../../db/models/IssueReaction.js";
import type { WorkItemReactionShape } from "../contract/workItemExtraShapes.js";

/** One emoji on a work item (SPEC.md section 3 "Reaction"), Plane's IssueReaction shape. */
export function presentWorkItemReaction(reaction: IssueReaction): WorkItemReactionShape {
  return {
    id: reaction.id,
    reaction: reaction.reaction,
    actor: reaction.actor_id,
    issue: reaction.issue_id,
    project: reaction.project_id,
    workspace: reaction.workspace_id,
    created_at: new Date(reaction.created_at).toISOString(),
    updated_at: new Date(reaction.updated_at).toISOString(),
  };
}
