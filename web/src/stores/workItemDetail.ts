import { proxy } from "valtio";
import { ApiError, api } from "../http/client";
import { describeError } from "../http/describeError";
import type { WorkItemActivity, WorkItemDetail } from "../http/types";
import { showToast } from "./toasts";
import { itemPath, putWorkItem } from "./workItemCache";
import type { LoadState } from "./loadOwned";

/** The work item open at /{slug}/browse/{IDENT}-{seq}/: which one, its description and its history. */
interface WorkItemDetailStore {
  /** The IDENT-seq of the address, or the id a peek or the archive asked for (openWorkItemById). */
  key: string | null;
  /** Its id once found; the item itself lives in the workItems store. */
  id: string | null;
  state: LoadState | "not-found";
  descriptionHtml: string;
  history: WorkItemActivity[];
  historyState: LoadState;
  /** Whether the caller follows the item (the detail's is_subscribed). */
  subscribed: boolean;
}

export const workItemDetail = proxy<WorkItemDetailStore>({ key: null, id: null, state: "idle", descriptionHtml: "", history: [], historyState: "idle", subscribed: false });

/** Which work item a widget store call is about. */
export interface ItemTarget {
  slug: string;
  projectId: string;
  itemId: string;
}

export const targetPath = ({ slug, projectId, itemId }: ItemTarget) => itemPath(slug, projectId, itemId);

/** Looks the item up by its key (SPEC.md section 2 link shape); an unknown key is "not-found". */
export function openWorkItem(slug: string, key: string): Promise<void> {
  return openFrom(slug, key, `/api/workspaces/${encodeURIComponent(slug)}/work-items/${encodeURIComponent(key)}/`);
}

/**
 * Loads an item by its id, for the peek over a list and the archived item page: the store's key is the
 * id then, so those views check `key === id` as the detail page checks its IDENT-seq.
 */
export function openWorkItemById(slug: string, projectId: string, id: string): Promise<void> {
  return openFrom(slug, id, `${itemPath(slug, projectId, id)}/`);
}

async function openFrom(slug: string, key: string, url: string): Promise<void> {
  workItemDetail.key = key;
  workItemDetail.id = null;
  workItemDetail.state = "loading";
  workItemDetail.history = [];
  workItemDetail.historyState = "idle";
  try {
    const item = await api.get<WorkItemDetail>(url);
    if (workItemDetail.key !== key) return;
    putWorkItem(item);
    workItemDetail.id = item.id;
    workItemDetail.descriptionHtml = item.description_html;
    workItemDetail.subscribed = item.is_subscribed;
    workItemDetail.state = "ready";
    void loadHistory(slug, item.project_id, item.id);
  } catch (error) {
    if (workItemDetail.key !== key) return;
    workItemDetail.state = error instanceof ApiError && error.status === 404 ? "not-found" : "error";
  }
}

export async function loadHistory(slug: string, projectId: string, id: string): Promise<void> {
  if (workItemDetail.historyState !== "ready") workItemDetail.historyState = "loading";
  try {
    const list = await api.get<WorkItemActivity[]>(`${itemPath(slug, projectId, id)}/history/`);
    if (workItemDetail.id !== id) return;
    workItemDetail.history = list;
    workItemDetail.historyState = "ready";
  } catch {
    if (workItemDetail.id === id) workItemDetail.historyState = "error";
  }
}

/** After a change to what hangs off the item (a comment, link, relation, sub-issue, attachment): its new history lines. */
export function historyChanged(target: ItemTarget): void {
  void refreshHistory(target.slug, target.projectId, target.itemId);
}

/** After a change: only the lines newer than the newest one held (the endpoint's created_at__gt). */
export async function refreshHistory(slug: string, projectId: string, id: string): Promise<void> {
  const newest = workItemDetail.history.at(-1)?.created_at;
  if (!newest || workItemDetail.historyState !== "ready") return loadHistory(slug, projectId, id);
  try {
    const list = await api.get<WorkItemActivity[]>(`${itemPath(slug, projectId, id)}/history/?created_at__gt=${encodeURIComponent(newest)}`);
    if (workItemDetail.id !== id) return;
    const known = new Set(workItemDetail.history.map((line) => line.id));
    workItemDetail.history.push(...list.filter((line) => !known.has(line.id)));
  } catch {
    // The timeline stays as it was; the change itself was saved.
  }
}

/**
 * The open item as the server has it now, after a change made elsewhere that its event could not carry (a
 * description: events flag it instead of carrying the body) or after missing changes. An editor already
 * open keeps what is being typed; it reads the new copy when reopened.
 */
export async function refreshOpenItem(slug: string, projectId: string, id: string): Promise<void> {
  try {
    const item = await api.get<WorkItemDetail>(`${itemPath(slug, projectId, id)}/`);
    if (workItemDetail.id !== id) return;
    putWorkItem(item);
    workItemDetail.descriptionHtml = item.description_html;
    workItemDetail.subscribed = item.is_subscribed;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) markDetailGone(id);
  }
}

/** The open item was deleted elsewhere: the page says so instead of showing what no longer exists. */
export function markDetailGone(id: string): void {
  if (workItemDetail.id === id) workItemDetail.state = "not-found";
}

/** Optimistic (SPEC.md section 4): the button flips at once and flips back, with a toast, if refused. */
export async function toggleSubscription(target: ItemTarget): Promise<void> {
  const subscribe = !workItemDetail.subscribed;
  workItemDetail.subscribed = subscribe;
  const path = `${targetPath(target)}/subscribe/`;
  try {
    await (subscribe ? api.post<unknown>(path) : api.delete<void>(path));
  } catch (error) {
    if (workItemDetail.id !== target.itemId) return;
    workItemDetail.subscribed = !subscribe;
    const action = subscribe ? "subscribe" : "unsubscribe";
    showToast({ tone: "danger", title: subscribe ? "Not subscribed" : "Not unsubscribed", message: describeError(error, action) });
  }
}
