import type { EventEntity } from "../../../api/contract/events.js";
import type { EventFamily } from "./eventFamily.js";
import { byAudience } from "./families/byAudience.js";
import { projectFamily } from "./families/projectFamily.js";
import { projectMemberFamily } from "./families/projectMemberFamily.js";
import { workspaceFamily } from "./families/workspaceFamily.js";
import { workspaceMemberFamily } from "./families/workspaceMemberFamily.js";

/**
 * Which family handles each entity's events. Every entity of the catalogue must be listed: a new one
 * fails to compile until someone decides who hears it.
 */
export const EVENT_FAMILIES: Record<EventEntity, EventFamily> = {
  workspace: workspaceFamily,
  workspace_member: workspaceMemberFamily,
  workspace_invitation: byAudience,
  user: byAudience,
  project: projectFamily,
  project_member: projectMemberFamily,
  state: byAudience,
  label: byAudience,
  work_item: byAudience,
  work_item_user_properties: byAudience,
  work_item_comment: byAudience,
  work_item_comment_reaction: byAudience,
  work_item_reaction: byAudience,
  work_item_link: byAudience,
  work_item_relation: byAudience,
  work_item_subscription: byAudience,
  work_item_attachment: byAudience,
  notification: byAudience,
  notification_counts: byAudience,
  page: byAudience,
  api_token: byAudience,
  webhook: byAudience,
};
