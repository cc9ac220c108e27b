import type { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import type { WorkItemSubscriptionShape } from "../contract/workItemExtraShapes.js";

/** One person following one work item, Plane's IssueSubscriber shape. */
export function presentWorkItemSubscription(row: IssueSubscriber): WorkItemSubscriptionShape {
  return { id: row.id, issue: row.issue_id, subscriber: row.subscriber_id, project: row.project_id, workspace: row.workspace_id };
}
