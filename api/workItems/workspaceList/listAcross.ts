import type { Knex } from "knex";
import { ROLE } from "../../contract/roles.js";
import type { ProfileType } from "../../contract/workItemDisplay.js";
import { projectIdsWithRole, type Viewer } from "../../policies/projectVisibility.js";
import type { WorkItemFilters, WorkItemListRequest } from "../list/request.js";
import { liveIdsAcross, pageAcross } from "./pageAcross.js";

/** The filter each built-in tab stands for, about one person (the caller, or the profile's owner). */
export function tabFilter(tab: ProfileType, userId: string): WorkItemFilters {
  if (tab === "assigned") return { assignees: { ids: [userId], none: false } };
  if (tab === "created") return { created_by: [userId] };
  return { subscriber: [userId] };
}

interface ListAcrossInput {
  workspaceId: string;
  viewer: Viewer;
  request: WorkItemListRequest;
  /** Plane's project filter: only these of the readable projects (none given: all of them). */
  projectIds: readonly string[] | undefined;
  /** Items passing any of these filter sets (none: no narrowing). */
  tabs: readonly WorkItemFilters[];
}

/**
 * One page of live items across the projects the viewer can read, narrowed by the client's filters and
 * by any of `tabs`. Every id comes from the viewer's readable projects, whoever the list is about, so a
 * profile never shows what the viewer could not open.
 */
export async function listAcross(db: Knex, { workspaceId, viewer, request, projectIds, tabs }: ListAcrossInput) {
  const readable = await projectIdsWithRole(db, workspaceId, viewer, ROLE.GUEST);
  // An asked-for id outside the readable projects (foreign, hidden) matches nothing.
  const asked = projectIds ? new Set(projectIds) : null;
  const scope = asked ? readable.filter((id) => asked.has(id)) : readable;
  const base = db({ i: "issues" }).whereIn("i.id", liveIdsAcross(db, scope, [request.filters], request.subIssue));
  if (tabs.length > 0) base.whereIn("i.id", liveIdsAcross(db, scope, tabs, request.subIssue));
  return pageAcross(db, base, request);
}
