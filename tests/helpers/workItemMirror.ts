import type { AnyEventEnvelope } from "../../api/contract/events.js";
import type { SyncPageShape } from "../../api/contract/realtime.js";
import type { WorkItemShape } from "../../api/contract/workItemShapes.js";

/** The fields of a work item the mirror keeps: what a board shows of it, and whether it is archived. */
export type MirroredItem = Pick<WorkItemShape, "id" | "name" | "state_id" | "priority" | "assignee_ids" | "label_ids" | "sort_order" | "archived_at">;

/** A project's items as a board sees them: the live list and the archive, each ordered by id. */
export interface ProjectItemsView {
  active: MirroredItem[];
  archived: MirroredItem[];
}

/** The mirrored fields of a REST row or event payload; id lists are sets, so their order is not compared. */
export function mirrored(row: Partial<WorkItemShape> & { id: string }, into?: MirroredItem): MirroredItem {
  const item: MirroredItem = into ?? { id: row.id, name: "", state_id: null, priority: "none", assignee_ids: [], label_ids: [], sort_order: 0, archived_at: null };
  if (row.name !== undefined) item.name = row.name;
  if (row.state_id !== undefined) item.state_id = row.state_id;
  if (row.priority !== undefined) item.priority = row.priority;
  if (row.assignee_ids !== undefined) item.assignee_ids = [...row.assignee_ids].sort();
  if (row.label_ids !== undefined) item.label_ids = [...row.label_ids].sort();
  if (row.sort_order !== undefined) item.sort_order = row.sort_order;
  if (row.archived_at !== undefined) item.archived_at = row.archived_at;
  return item;
}

/** Splits items into the view's live list and archive, each ordered by id. */
export function viewOf(items: Iterable<MirroredItem>): ProjectItemsView {
  const sorted = [...items].sort((a, b) => a.id.localeCompare(b.id));
  return { active: sorted.filter((item) => item.archived_at === null), archived: sorted.filter((item) => item.archived_at !== null) };
}

/**
 * A client's copy of one project's work items, as the web app keeps one: built from REST, then patched by
 * the events it hears or catches up on, with the newest version it holds as its cursor. An event at or
 * below the cursor is already in the copy and is ignored, so a live event the catch-up already applied
 * (or one heard twice) never rewinds it.
 */
export class WorkItemMirror {
  private readonly items = new Map<string, MirroredItem>();

  constructor(
    readonly projectId: string,
    rows: (Partial<WorkItemShape> & { id: string })[],
    public cursor: number,
  ) {
    for (const row of rows) this.items.set(row.id, mirrored(row));
  }

  /** Applies one event; false when it was already applied (at or below the cursor). */
  apply(event: AnyEventEnvelope): boolean {
    if (event.version <= this.cursor) return false;
    this.cursor = event.version;
    if (event.project_id !== this.projectId) return true;
    switch (event.name) {
      case "work_item.created":
      case "work_item.restored":
        // A draft is its owner's alone and never on the board.
        if (!event.data.is_draft) this.items.set(event.id, mirrored(event.data));
        break;
      case "work_item.archived":
        this.items.set(event.id, mirrored(event.data));
        break;
      case "work_item.updated": {
        const item = this.items.get(event.id);
        if (item) mirrored({ ...event.data, id: event.id }, item);
        break;
      }
      case "work_item.deleted":
        this.items.delete(event.id);
        break;
    }
    return true;
  }

  /** Applies a page of the sync endpoint; its last_version covers versions the caller may not see too. */
  applyPage(page: SyncPageShape): void {
    if (page.refetch) throw new Error("the server said refetch: rebuild the mirror from REST instead");
    for (const event of page.events) this.apply(event);
    this.cursor = Math.max(this.cursor, page.last_version);
  }

  view(): ProjectItemsView {
    return viewOf(this.items.values());
  }
}
