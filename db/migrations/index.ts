import type { Knex } from "knex";
import * as identity from "./20261122_0001_identity.js";
import * as instance from "./20261122_0002_instance.js";
import * as authChangeNotify from "./20261122_0003_auth_change_notify.js";
import * as workspaces from "./20261122_0004_workspaces.js";
import * as workspaceInvitations from "./20261122_0005_workspace_invitations.js";
import * as projects from "./20261122_0006_projects.js";
import * as labels from "./20261122_0007_labels.js";
import * as workItems from "./20261122_0008_work_items.js";
import * as workItemLists from "./20261122_0009_work_item_lists.js";
import * as workItemExtras from "./20261122_0010_work_item_extras.js";
import * as attachments from "./20261122_0011_attachments.js";
import * as issueReactions from "./20261122_0012_issue_reactions.js";
import * as issueMentions from "./20261122_0013_issue_mentions.js";
import * as rateLimitLastHit from "./20261124_0014_rate_limit_last_hit.js";
import * as stateNamesIgnoreCase from "./20261125_0015_state_names_ignore_case.js";
import * as workspaceSync from "./20261126_0016_workspace_sync.js";
import * as notifications from "./20261126_0017_notifications.js";
import * as pages from "./20261127_0018_pages.js";
import * as workItemDescriptionBinary from "./20261127_0019_work_item_description_binary.js";
import * as descriptionAssets from "./20261128_0020_description_assets.js";
import * as pageNotifications from "./20261128_0021_page_notifications.js";
import * as apiTokens from "./20261128_0022_api_tokens.js";
import * as webhooks from "./20261129_0023_webhooks.js";
import * as apiTokenRateWindows from "./20261129_0024_api_token_rate_windows.js";
import * as webhookQueuedNotify from "./20261130_0025_webhook_queued_notify.js";

/** Every migration in order. A landed migration is never edited: add a new file and list it here. */
export const MIGRATIONS: Record<string, Knex.Migration> = {
  "20261122_0001_identity": identity,
  "20261122_0002_instance": instance,
  "20261122_0003_auth_change_notify": authChangeNotify,
  "20261122_0004_workspaces": workspaces,
  "20261122_0005_workspace_invitations": workspaceInvitations,
  "20261122_0006_projects": projects,
  "20261122_0007_labels": labels,
  "20261122_0008_work_items": workItems,
  "20261122_0009_work_item_lists": workItemLists,
  "20261122_0010_work_item_extras": workItemExtras,
  "20261122_0011_attachments": attachments,
  "20261122_0012_issue_reactions": issueReactions,
  "20261122_0013_issue_mentions": issueMentions,
  "20261124_0014_rate_limit_last_hit": rateLimitLastHit,
  "20261125_0015_state_names_ignore_case": stateNamesIgnoreCase,
  "20261126_0016_workspace_sync": workspaceSync,
  "20261126_0017_notifications": notifications,
  "20261127_0018_pages": pages,
  "20261127_0019_work_item_description_binary": workItemDescriptionBinary,
  "20261128_0020_description_assets": descriptionAssets,
  "20261128_0021_page_notifications": pageNotifications,
  "20261128_0022_api_tokens": apiTokens,
  "20261129_0023_webhooks": webhooks,
  "20261129_0024_api_token_rate_windows": apiTokenRateWindows,
  "20261130_0025_webhook_queued_notify": webhookQueuedNotify,
};
