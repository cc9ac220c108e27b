import type { EventEnvelope } from "../../../../api/contract/events";
import type { WorkItem } from "../../http/types";
import { appendOnce } from "../../stores/appendOnce";
import { dropArchived, showArchived, showRestored } from "../../stores/archivedWorkItems";
import { drafts, dropDraft, showDraft } from "../../stores/drafts";
import { putWorkItem, workItemCache } from "../../stores/workItemCache";
import { markDetailGone, refreshOpenItem, workItemDetail } from "../../stores/workItemDetail";
import { FILTERED_FIELDS, narrowsItems } from "../../stores/viewFilterMatch";
import { followRemoteItem, removeFromList, workItemList } from "../../stores/workItemList";
import { workItemSubIssues } from "../../stores/workItemSubIssues";
import { workItemView } from "../../stores/workItemView";
import { applyRemoteChanges } from "../../stores/workItems";
import { rereadList } from "../rereadList";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import { withoutFlags, type HandlerTable } from "./handlerTable";

/**
 * Work items: the cache every layout reads (list, board, spreadsheet, calendar, timeline, workspace views),
 * the open layout's groups and counts (followRemoteItem: placed as a local edit is, or in or out by the
 * layout's filters, or the server asked when the client cannot tell), the detail page and peek, the
 * open item's sub-issues, drafts and archives.
 */

function showCreated(item: WorkItem): void {
  if (item.is_draft) {
    const slug = slugOfOpenWorkspace(item.workspace_id);
    if (slug) showDraft(slug, item);
    return;
  }
  putWorkItem(item);
  follow(item);
  if (item.parent_id && item.parent_id === workItemSubIssues.itemId) appendOnce(workItemSubIssues.items, item);
}

/** The open layout follows an item changed elsewhere; when its filters cannot be judged here, the server answers. */
function follow(item: WorkItem, before?: WorkItem): void {
  if (followRemoteItem(item, before)) return;
  const slug = slugOfOpenWorkspace(item.workspace_id);
  if (slug) rereadList(slug, item.project_id);
}

/**
 * An item this tab never held (it did not match the filtered layout, or lived in another project) may
 * belong to the open layout after a change: only the server has the rest of it.
 */
function followUnheld(event: EventEnvelope<"work_item.updated">, fields: Partial<WorkItem>): void {
  const { projectId, query } = workItemList;
  const slug = slugOfOpenWorkspace(event.workspace_id);
  const project = fields.project_id ?? event.project_id;
  if (!slug || !query || !project || projectId !== project) return;
  // Moved here from another project, or changed in a field a filter reads.
  if (fields.project_id !== undefined || (narrowsItems(query) && FILTERED_FIELDS.some((field) => field in fields))) rereadList(slug, project);
}

/** A draft made a work item elsewhere leaves the drafts and joins its project's lists. */
function followDraft(id: string, fields: Partial<WorkItem>): void {
  const draft = drafts.items.find((item) => item.id === id);
  if (!draft) return;
  Object.assign(draft, fields);
  if (draft.is_draft) return;
  dropDraft(id);
  showCreated({ ...draft });
}

/** The open item's children follow a child's changes, and a re-parenting either way. */
function followSubIssue(id: string, fields: Partial<WorkItem>): void {
  const parent = workItemSubIssues.itemId;
  if (!parent) return;
  const index = workItemSubIssues.items.findIndex((item) => item.id === id);
  const child = workItemSubIssues.items[index];
  if (child) {
    Object.assign(child, fields);
    if (child.parent_id !== parent) workItemSubIssues.items.splice(index, 1);
    return;
  }
  const held = workItemCache.byId[id];
  if (fields.parent_id === parent && held) appendOnce(workItemSubIssues.items, { ...held });
}

function applyChanges(event: EventEnvelope<"work_item.updated">): void {
  const fields = withoutFlags(event.data, "description_changed") as Partial<WorkItem>;
  const held = workItemCache.byId[event.id];
  if (held) {
    // Moved to another project: out of this project's layout, into the other's if that one is open.
    const movedProject = fields.project_id !== undefined && fields.project_id !== held.project_id;
    if (movedProject) removeFromList(event.id);
    const before = { ...held };
    applyRemoteChanges(event.id, fields);
    follow(workItemCache.byId[event.id] ?? held, movedProject ? undefined : before);
  } else followUnheld(event, fields);
  followDraft(event.id, fields);
  followSubIssue(event.id, fields);
  const slug = slugOfOpenWorkspace(event.workspace_id);
  if (event.data.description_changed && slug && event.project_id && workItemDetail.id === event.id) void refreshOpenItem(slug, event.project_id, event.id);
}

function forget(id: string): void {
  removeFromList(id);
  delete workItemCache.byId[id];
  dropDraft(id);
  dropArchived(id);
  workItemSubIssues.items = workItemSubIssues.items.filter((item) => item.id !== id);
  markDetailGone(id);
}

/** One's own view settings changed in another tab (these events reach their owner only). */
function applyViewSettings(event: EventEnvelope<"work_item_user_properties.updated">): void {
  if (!event.project_id || workItemView.projectId !== event.project_id) return;
  const { filters, display_filters, display_properties } = event.data;
  for (const [key, value] of Object.entries({ filters, display_filters, display_properties })) {
    if (value !== undefined) Object.assign(workItemView.settings, { [key]: value });
  }
}

export const workItemHandlers: HandlerTable = {
  "work_item.created": ({ data }) => showCreated(data),
  "work_item.updated": applyChanges,
  "work_item.deleted": ({ id }) => forget(id),
  "work_item.archived": ({ data }) => showArchived(data),
  "work_item.restored": ({ data }) => {
    showRestored(data);
    // Back in the project's lists, by the open layout's filters like a new item.
    follow(data);
  },
  "work_item_user_properties.updated": applyViewSettings,
};
