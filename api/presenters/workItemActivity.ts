import type { IssueActivity } from "../../db/models/IssueActivity.js";
import type { User } from "../../db/models/User.js";
import type { WorkItemActivityShape } from "../contract/workItemShapes.js";
import type { ActivityVerb } from "../contract/workItems.js";
import { presentActorDetail } from "./actorDetail.js";

/** One line of a work item's history (SPEC.md section 3 "Activity"); `actor` is the row behind actor_id, absent once that account is gone. */
export function presentWorkItemActivity(activity: IssueActivity, actor: User | undefined): WorkItemActivityShape {
  return {
    id: activity.id,
    issue: activity.issue_id,
    project: activity.project_id,
    workspace: activity.workspace_id,
    actor: activity.actor_id,
    // Only api/workItems/activity.ts writes history, and only with these verbs.
    verb: activity.verb as ActivityVerb,
    field: activity.field,
    old_value: activity.old_value,
    new_value: activity.new_value,
    old_identifier: activity.old_identifier,
    new_identifier: activity.new_identifier,
    created_at: new Date(activity.created_at).toISOString(),
    actor_detail: presentActorDetail(actor),
  };
}
