import type { OnboardingSteps } from "../../../api/contract/onboarding";
import type { Role } from "../../../api/contract/roles";
import type { UserTheme } from "../../../api/contract/themes";
import type { Priority } from "../../../api/contract/workItems";

/** Wire shapes of the server's JSON, as its presenters write them. */
export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  display_name: string;
  avatar: string;
  avatar_url: string | null;
  cover_image: string | null;
  cover_image_url: string | null;
  date_joined: string;
  is_active: boolean;
  is_bot: boolean;
  is_email_verified: boolean;
  is_password_autoset: boolean;
  user_timezone: string;
  last_login_medium: string | null;
}

export interface UserProfile {
  id: string;
  user: string;
  role: string | null;
  use_case: string | null;
  organization_size: string | null;
  last_workspace_id: string | null;
  theme: UserTheme;
  onboarding_step: OnboardingSteps;
  is_onboarded: boolean;
  is_tour_completed: boolean;
  billing_address_country: string | null;
  billing_address: Record<string, string> | null;
  has_billing_address: boolean;
  language: string;
  created_at: string;
  updated_at: string;
}

export interface InstanceInfo {
  instance: {
    id: string;
    instance_name: string;
    is_setup_done: boolean;
    is_signup_screen_visited: boolean;
    is_telemetry_enabled: boolean;
    current_version: string;
  };
  config: {
    enable_signup: boolean;
    is_email_password_enabled: boolean;
    is_magic_login_enabled: boolean;
    is_smtp_configured: boolean;
    app_base_url: string;
    admin_base_url: string;
  };
}

export interface EmailCheckResult {
  existing: boolean;
  status: "MAGIC_CODE" | "CREDENTIAL";
}

/** Workspace roles of SPEC.md section 6 (20 admin, 15 member, 5 guest). */
export type RoleValue = Role;

export interface PersonSummary {
  id: string;
  display_name: string;
  avatar_url: string | null;
}

export interface Workspace {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  organization_size: string | null;
  timezone: string;
  owner: PersonSummary;
  total_members: number;
  /** The signed-in person's role in it. */
  role: RoleValue;
  created_at: string;
  updated_at: string;
}

export interface MemberPerson extends PersonSummary {
  first_name: string;
  last_name: string;
  email: string;
  is_bot: boolean;
}

export interface WorkspaceMember {
  id: string;
  role: RoleValue;
  member: MemberPerson;
  joining_date: string;
}

export interface MyMembership {
  id: string;
  role: RoleValue;
  member: MemberPerson;
  draft_issue_count: number;
}

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: RoleValue;
  accepted: boolean;
  responded_at: string | null;
  created_at: string;
  invited_by: { id: string; display_name: string } | null;
}

export interface MyInvitation {
  id: string;
  email: string;
  role: RoleValue;
  created_at: string;
  workspace: { id: string; name: string; slug: string; logo_url: string | null };
  invited_by: { id: string; display_name: string } | null;
}

/** A project (api/presenters/project.ts); `member_role` is the caller's project membership, null when not a member. */
export interface Project {
  id: string;
  workspace: string;
  name: string;
  identifier: string;
  description: string;
  network: 0 | 2;
  lead: string | null;
  logo_props: Record<string, unknown>;
  cover_image: string | null;
  cycle_view: boolean;
  module_view: boolean;
  issue_views_view: boolean;
  page_view: boolean;
  inbox_view: boolean;
  is_time_tracking_enabled: boolean;
  is_epic_enabled: boolean;
  is_workflow_enabled: boolean;
  is_issue_type_enabled: boolean;
  archived_at: string | null;
  sort_order: number;
  member_role: RoleValue | null;
  is_member: boolean;
  /** Active members' user ids. */
  members: string[];
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** A project membership (api/presenters/projectMember.ts). */
export interface ProjectMember {
  id: string;
  role: RoleValue;
  member: MemberPerson;
  created_at: string;
}

export type StateGroup = "backlog" | "unstarted" | "started" | "completed" | "cancelled";

/** A workflow state (api/presenters/state.ts). */
export interface State {
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

/** A work item label (api/presenters/label.ts); `parent` nests it under another label of its project. */
export interface Label {
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

/** A work item as lists return it (api/presenters/workItem.ts, presentWorkItem). */
export interface WorkItem {
  id: string;
  sequence_id: number;
  name: string;
  sort_order: number;
  project_id: string;
  workspace_id: string;
  state_id: string | null;
  parent_id: string | null;
  priority: Priority;
  estimate_point: string | null;
  assignee_ids: string[];
  label_ids: string[];
  cycle_id: string | null;
  module_ids: string[];
  /** yyyy-MM-dd. */
  start_date: string | null;
  target_date: string | null;
  completed_at: string | null;
  archived_at: string | null;
  is_draft: boolean;
  is_epic: boolean;
  type_id: string | null;
  sub_issues_count: number;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** One work item on its own page (presentWorkItemDetail): the list shape plus the sanitised description. */
export interface WorkItemDetail extends WorkItem {
  description_html: string;
  /** Whether the caller follows the item. */
  is_subscribed: boolean;
}

/** One person's emoji on a comment (api/presenters/workItemComment.ts); only the fields the page reads. */
export interface CommentReaction {
  id: string;
  reaction: string;
  /** The user id. */
  actor: string;
}

export interface WorkItemComment {
  id: string;
  comment_html: string;
  /** The author's user id. */
  actor: string;
  created_at: string;
  edited_at: string | null;
  comment_reactions: CommentReaction[];
}

export interface WorkItemLink {
  id: string;
  url: string;
  title: string | null;
  created_by: string | null;
  created_at: string;
}

/** SPEC.md section 3; api/workItems/relations.ts RELATION_TYPES, which the web build cannot import. */
export const RELATION_TYPES = ["blocked_by", "blocking", "relates_to", "duplicate"] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** The other item of a relation as GET .../issue-relation/ lists it. */
export interface RelatedWorkItem {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  state_id: string | null;
  priority: Priority;
  relation_type: RelationType;
}

export type RelationGroups = Record<RelationType, RelatedWorkItem[]>;

/** One line of a work item's history (api/presenters/workItemActivity.ts). */
export interface WorkItemActivity {
  id: string;
  issue: string;
  project: string;
  workspace: string;
  /** The user id of who did it. */
  actor: string;
  verb: "created" | "updated" | "deleted";
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  old_identifier: string | null;
  new_identifier: string | null;
  created_at: string;
}

/** The ungrouped page of GET .../issues/ (api/workItems/list/envelope.ts); cursors are per_page:page:offset. */
export interface WorkItemPage {
  total_count: number;
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  results: WorkItem[];
}

/** A work item attachment (api/presenters/workItemAttachment.ts, Plane's IssueAttachmentSerializer). */
export interface WorkItemAttachment {
  id: string;
  attributes: { name: string; type: string; size: number };
  /** Where the file is read: images are served inline, anything else as a download. */
  asset_url: string;
  size: number;
  is_uploaded: boolean;
  issue: string;
  project: string;
  /** The uploader's user id. */
  created_by: string | null;
  created_at: string;
}

/** What POST .../attachments/ answers: where to post the file (an S3-style presigned POST) and the asset. */
export interface AttachmentAnnounced {
  upload_data: { url: string; fields: Record<string, string> };
  asset_id: string;
  attachment: WorkItemAttachment;
  asset_url: string;
}
