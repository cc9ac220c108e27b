import { proxy } from "valtio";
import type { WorkspaceView } from "../../../api/contract/workItemDisplay";
import { api } from "../http/client";
import type { Label, State } from "../http/types";
import { loadOwned, type LoadState } from "./loadOwned";
import { emptyPagedList, pagedListActions, type PagedList } from "./pagedList";
import { putWorkItem } from "./workItemCache";

/** The workspace views' spreadsheet (SPEC.md section 2): one built-in view of one workspace at a time, owned by `${slug}/${view}`. */
export const workspaceWorkItems = proxy<PagedList>(emptyPagedList());
// The rows are read from the cache, so an edit made elsewhere shows here too.
const list = pagedListActions(workspaceWorkItems, { perPage: 100, onItems: (items) => items.forEach(putWorkItem) });

/** The states and labels of every project the person can read, which rows of many projects name. */
export const workspaceLookups = proxy<{ slug: string | null; lists: { states: State[]; labels: Label[] }; state: LoadState }>({
  slug: null,
  lists: { states: [], labels: [] },
  state: "idle",
});

const viewUrl = (slug: string, view: WorkspaceView) => `/api/workspaces/${encodeURIComponent(slug)}/issues/?view=${view}`;

export const loadWorkspaceWorkItems = (slug: string, view: WorkspaceView): Promise<void> => list.load(`${slug}/${view}`, viewUrl(slug, view));

/** The next page, asked for as the spreadsheet scrolls near its end; a failure keeps the rows shown. */
export const loadMoreWorkspaceWorkItems = (slug: string, view: WorkspaceView): Promise<void> => list.loadMore(`${slug}/${view}`, viewUrl(slug, view));

export function loadWorkspaceLookups(slug: string): Promise<void> {
  const base = `/api/workspaces/${encodeURIComponent(slug)}`;
  return loadOwned(workspaceLookups, "slug", slug, "lists", { states: [], labels: [] }, async () => {
    const [states, labels] = await Promise.all([api.get<State[]>(`${base}/states/`), api.get<Label[]>(`${base}/labels/`)]);
    return { states, labels };
  });
}
