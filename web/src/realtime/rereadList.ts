import { loadWorkItemList, workItemList } from "../stores/workItemList";

/** Changes that arrive together (a bulk edit's events) are one read. */
const SETTLE_MS = 100;

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Asks the server again for the open layout's first pages, when a change elsewhere may have made an item
 * join or leave it and the client cannot tell (a mention filter, a relative date, an item it never held).
 */
export function rereadList(slug: string, projectId: string): void {
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    const { query } = workItemList;
    if (query && workItemList.projectId === projectId) void loadWorkItemList(slug, projectId, query, { force: true });
  }, SETTLE_MS);
}
