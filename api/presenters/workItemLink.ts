import type { IssueLink } from "../../db/models/IssueLink.js";
import type { WorkItemLinkShape } from "../contract/workItemExtraShapes.js";

/** A work item link, Plane's IssueLink shape; metadata stays {} because Cairn never fetches the page. */
export function presentWorkItemLink(link: IssueLink): WorkItemLinkShape {
  return {
    id: link.id,
    url: link.url,
    title: link.title,
    metadata: link.metadata,
    issue: link.issue_id,
    project: link.project_id,
    workspace: link.workspace_id,
    created_by: link.created_by_id,
    updated_by: link.updated_by_id,
    created_at: new Date(link.created_at).toISOString(),
    updated_at: new Date(link.updated_at).toISOString(),
  };
}
