import type { WorkItemViewSettings } from "./workItemDisplay.js";
import type { PersonSummaryShape } from "./userShapes.js";
import type { ActivityVerb, Priority, StateGroup } from "./workItems.js";

/** Work items on the wire: api/presenters/workItem*.ts and the list envelope (api/workItems/list/) return these. */

/** A work item as lists return it (SPEC.md section 3, Plane's field names). */
export interface WorkItemShape {
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
  /** Uploaded attachments and links of the item. */
  attachment_count: number;
  link_count: number;
  /** The group of the item's state, so a client can place it without the project's states (Plane's name). */
  state__group: StateGroup | null;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** One work item on its own: the list shape plus the sanitised description. */
export interface WorkItemDetailShape extends WorkItemShape {
  description_html: string;
}

/** The detail as one person reads it on the item's page. */
export interface WorkItemForViewerShape extends WorkItemDetailShape {
  /** Whether the caller follows the item. */
  is_subscribed: boolean;
}

/** One group's page of a grouped list: `{ results, total_results }` under the group's key. */
export interface WorkItemGroupPage<T> {
  results: T[];
  total_results: number;
}

/** One group of a sub-grouped list: its sub-groups' pages by key. */
export interface WorkItemSubGroupedPage<T> {
  results: Record<string, WorkItemGroupPage<T>>;
  total_results: number;
}

/**
 * Plane's paginator envelope of GET .../issues/ (SPEC.md section 3 "Paginated response"): `results` is
 * the items, or their groups, or their sub-groups. Cursors are per_page:page:is_prev.
 */
export interface WorkItemListPage<Results> {
  grouped_by: string | null;
  sub_grouped_by: string | null;
  total_count: number;
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_pages: number;
  total_results: number;
  extra_stats: null;
  results: Results;
}

/**
 * Who wrote a comment or a history line, as Plane's UserLite nests it (`actor_detail`): what anyone who
 * can read the item may see of them, so no email address.
 */
export interface ActorDetailShape extends PersonSummaryShape {
  first_name: string;
  last_name: string;
  avatar: string;
  is_bot: boolean;
}

/** One line of a work item's history (SPEC.md section 3 "Activity"); `actor` and `actor_detail` are null once that account is gone. */
export interface WorkItemActivityShape {
  id: string;
  issue: string;
  project: string;
  workspace: string;
  actor: string | null;
  verb: ActivityVerb;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  old_identifier: string | null;
  new_identifier: string | null;
  created_at: string;
  actor_detail: ActorDetailShape | null;
}

/** Plane's project user properties: the person's saved view settings, and whose and where they are. */
export interface WorkItemUserPropertiesShape extends WorkItemViewSettings {
  user: string;
  project: string;
  workspace: string;
}
