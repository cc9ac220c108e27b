import type { MemberUserShape } from "./userShapes.js";
import type { WorkItemActivityShape } from "./workItemShapes.js";
import type { Priority, StateGroup } from "./workItems.js";

/**
 * A member's work in a workspace (SPEC.md section 2, "your work" and the profile tabs), at Plane's paths
 * /api/workspaces/{slug}/user-stats|user-profile|user-activity/{userId}/. Every count is taken over the
 * live work items (no drafts, nothing archived) of the projects the caller can read, as the lists are.
 */

export interface StateDistributionShape {
  state_group: StateGroup;
  state_count: number;
}

export interface PriorityDistributionShape {
  priority: Priority;
  priority_count: number;
}

/** GET .../user-stats/{userId}/: Plane's IUserProfileData. The distributions are of the assigned items, every group listed. */
export interface ProfileStatsShape {
  state_distribution: StateDistributionShape[];
  priority_distribution: PriorityDistributionShape[];
  assigned_issues: number;
  created_issues: number;
  subscribed_issues: number;
  /** Assigned and in a completed state. */
  completed_issues: number;
  /** Assigned and neither completed nor cancelled. */
  pending_issues: number;
}

/** One readable project's share of the person's work (Plane's project_data, with the name beside the id). */
export interface ProfileProjectShape {
  id: string;
  name: string;
  identifier: string;
  assigned_issues: number;
  created_issues: number;
  completed_issues: number;
  pending_issues: number;
}

/** Who the profile is about: what any member of the workspace may see of them. */
export interface ProfileUserShape extends MemberUserShape {
  date_joined: string;
  user_timezone: string;
}

/** GET .../user-profile/{userId}/: Plane's IUserProfileProjectSegregation. */
export interface ProfileSummaryShape {
  project_data: ProfileProjectShape[];
  user_data: ProfileUserShape;
}

/** One line of GET .../user-activity/{userId}/: a history line with the item and project it is about. */
export interface ProfileActivityShape extends WorkItemActivityShape {
  issue_detail: { id: string; name: string; sequence_id: number };
  project_detail: { id: string; identifier: string; name: string };
}
