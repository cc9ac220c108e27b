import type { WorkspaceView } from "../../../api/contract/workItemDisplay";
import { apiTokens, loadApiTokens } from "../stores/apiTokens";
import { archivedWorkItems, loadArchivedWorkItems } from "../stores/archivedWorkItems";
import { drafts, loadDrafts } from "../stores/drafts";
import { loadMembers, members } from "../stores/members";
import { isListCurrent, loadNotifications, loadUnreadCounts, notificationInbox } from "../stores/notifications";
import { loadProjectLabels, projectLabels } from "../stores/projectLabels";
import { loadProjectMembers, projectMembers } from "../stores/projectMembers";
import { loadArchivedProjects, loadProjects, openProject, projects } from "../stores/projects";
import { loadProjectStates, projectStates } from "../stores/projectStates";
import { loadAttachments } from "../stores/workItemAttachments";
import { loadWebhooks, webhooks } from "../stores/webhooks";
import { workItemCache } from "../stores/workItemCache";
import { loadComments } from "../stores/workItemComments";
import { loadHistory, refreshOpenItem, workItemDetail, type ItemTarget } from "../stores/workItemDetail";
import { loadLinks } from "../stores/workItemLinks";
import { loadWorkItemList, workItemList } from "../stores/workItemList";
import { loadItemReactions } from "../stores/workItemReactions";
import { loadRelations } from "../stores/workItemRelations";
import { loadSubIssues } from "../stores/workItemSubIssues";
import { loadWorkspaceWorkItems, workspaceWorkItems } from "../stores/workspaceWorkItems";
import { workspaces } from "../stores/workspaces";

/**
 * Reads again from REST whatever the open workspace's screens hold, each through its own load action
 * (which keeps the rows shown until the answer comes): for a tab too far behind to catch up from the sync
 * endpoint, or one that never learnt a version to catch up from.
 */
export function reloadViews(): void {
  const slug = workspaces.current?.slug;
  if (!slug) return;
  reloadProjectViews(slug);
  reloadOpenItem(slug);
  if (members.slug === slug) void loadMembers(slug);
  if (drafts.owner === slug) void loadDrafts(slug);
  if (apiTokens.slug === slug) void loadApiTokens(slug);
  if (webhooks.slug === slug) void loadWebhooks(slug);
  const view = workspaceWorkItems.owner?.startsWith(`${slug}/`) ? (workspaceWorkItems.owner.slice(slug.length + 1) as WorkspaceView) : null;
  if (view) void loadWorkspaceWorkItems(slug, view);
  reloadNotifications(slug);
}

function reloadNotifications(slug: string): void {
  const workspaceId = notificationInbox.workspaceId;
  if (notificationInbox.slug !== slug || !workspaceId) return;
  void loadUnreadCounts(slug, workspaceId);
  if (isListCurrent(slug)) void loadNotifications(slug, workspaceId);
}

function reloadProjectViews(slug: string): void {
  if (projects.slug === slug && projects.activeState === "ready") void loadProjects(slug);
  if (projects.slug === slug && projects.archivedState === "ready") void loadArchivedProjects(slug);
  if (projects.slug === slug && projects.currentId) void openProject(slug, projects.currentId, { force: true });
  const { projectId, query } = workItemList;
  if (projectId && query) void loadWorkItemList(slug, projectId, query, { force: true });
  if (projectStates.projectId) void loadProjectStates(slug, projectStates.projectId);
  if (projectLabels.projectId) void loadProjectLabels(slug, projectLabels.projectId);
  if (projectMembers.projectId) void loadProjectMembers(slug, projectMembers.projectId);
  if (archivedWorkItems.owner) void loadArchivedWorkItems(slug, archivedWorkItems.owner);
}

function reloadOpenItem(slug: string): void {
  const itemId = workItemDetail.id;
  const projectId = itemId ? workItemCache.byId[itemId]?.project_id : undefined;
  if (!itemId || !projectId) return;
  const target: ItemTarget = { slug, projectId, itemId };
  void refreshOpenItem(slug, projectId, itemId);
  void loadHistory(slug, projectId, itemId);
  for (const load of [loadComments, loadLinks, loadRelations, loadSubIssues, loadItemReactions, loadAttachments]) void load(target);
}
