import type { ProjectNetwork } from "./projectRoles.js";
import type { Role } from "./roles.js";
import type { StateGroup } from "./workItems.js";
import type { MembershipShape } from "./userShapes.js";

/** Projects and what their settings edit (members, states, labels) on the wire, as api/presenters/ return them. */

/** The switches of a project's Features settings (SPEC.md section 3), as Plane names them. */
export const PROJECT_FEATURES = [
  "cycle_view",
  "module_view",
  "issue_views_view",
  "page_view",
  "inbox_view",
  "is_time_tracking_enabled",
  "is_epic_enabled",
  "is_workflow_enabled",
  "is_issue_type_enabled",
] as const;
export type ProjectFeature = (typeof PROJECT_FEATURES)[number];

/** A project as every project endpoint returns it (SPEC.md section 3, Plane's field names). */
export interface ProjectShape extends Record<ProjectFeature, boolean> {
  id: string;
  workspace: string;
  name: string;
  identifier: string;
  description: string;
  network: ProjectNetwork;
  lead: string | null;
  /** Plane's name for the same lead, which its clients read. */
  project_lead: string | null;
  default_assignee: string | null;
  logo_props: Record<string, unknown>;
  cover_image: string | null;
  archived_at: string | null;
  sort_order: number;
  /** The caller's project membership; null when they are not a member. */
  member_role: Role | null;
  is_member: boolean;
  /** The active members' user ids. */
  members: string[];
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** A project membership with its member (SPEC.md section 3 "Member"). */
export interface ProjectMemberShape extends MembershipShape {
  created_at: string;
}

/** A workflow state (SPEC.md section 3); `default` is Plane's name for is_default. */
export interface StateShape {
  id: string;
  project_id: string;
  workspace_id: string;
  name: string;
  description: string;
  color: string;
  group: StateGroup;
  sequence: number;
  default: boolean;
  created_at: string;
  updated_at: string;
}

/** A work item label (SPEC.md section 3); `parent` nests it under another label of its project. */
export interface LabelShape {
  id: string;
  name: string;
  color: string;
  description: string;
  parent: string | null;
  project_id: string;
  workspace_id: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
