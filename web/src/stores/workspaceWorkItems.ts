import { proxy } from "valtio";
import type { WorkspaceView } from "../../../api/contract/workItemDisplay";
import { api } from "../http/client";
import type { Label, State, WorkItem } from "../http/types";
import { loadOwned, type LoadState } from "./loadOwned";
import { putWorkItem } from "./workItemCache";

/** The workspace views' spreadsheet (SPEC.md section 2): one built-in view of one workspace at a time. */
interface WorkspaceWorkItemsStore {
  /** `${slug}/${view}`: another workspace or view starts from an empty list. */
  owner: string | null;
  ids: string[];
  state: LoadState;
  moreState: "idle" | "loading" | "error";
  nextCursor: string | null;
  totalCount: number;
}

export const workspaceWorkItems = proxy<WorkspaceWorkItemsStore>({ owner: null, ids: [], state: "idle", moreState: "idle", nextCursor: null, totalCount: 0 });

/** The states and labels of every project the person can read, which rows of many projects name. */
export const workspaceLookups = proxy<{ slug: string | null; lists: { states: State[]; labels: Label[] }; state: LoadState }>({
  slug: null,
  lists: { states: [], labels: [] },
  state: "idle",
});

const PER_PAGE = 100;

interface Page {
  total_count: number;
  next_cursor: string;
  next_page_results: boolean;
  results: WorkItem[];
}

const pageUrl = (slug: string, view: WorkspaceView, cursor: string) =>
  `/api/workspaces/${encodeURIComponent(slug)}/issues/?view=${view}&per_page=${PER_PAGE}&cursor=${encodeURIComponent(cursor)}`;

function keep(page: Page): string[] {
  for (const item of page.results) putWorkItem(item);
  workspaceWorkItems.totalCount = page.total_count;
  workspaceWorkItems.nextCursor = page.next_page_results ? page.next_cursor : null;
  return page.results.map((item) => item.id);
}

export function loadWorkspaceWorkItems(slug: string, view: WorkspaceView): Promise<void> {
  workspaceWorkItems.moreState = "idle";
  return loadOwned(workspaceWorkItems, "owner", `${slug}/${view}`, "ids", [], async () => keep(await api.get<Page>(pageUrl(slug, view, `${PER_PAGE}:0:0`))));
}

/** The next page, asked for as the spreadsheet scrolls near its end; a failure keeps the rows shown. */
export async function loadMoreWorkspaceWorkItems(slug: string, view: WorkspaceView): Promise<void> {
  const owner = `${slug}/${view}`;
  const cursor = workspaceWorkItems.nextCursor;
  if (!cursor || workspaceWorkItems.owner !== owner || workspaceWorkItems.moreState === "loading") return;
  workspaceWorkItems.moreState = "loading";
  try {
    const page = await api.get<Page>(pageUrl(slug, view, cursor));
    if (workspaceWorkItems.owner !== owner) return;
    const known = new Set(workspaceWorkItems.ids);
    workspaceWorkItems.ids.push(...keep(page).filter((id) => !known.has(id)));
    workspaceWorkItems.moreState = "idle";
  } catch {
    if (workspaceWorkItems.owner === owner) workspaceWorkItems.moreState = "error";
  }
}

export function loadWorkspaceLookups(slug: string): Promise<void> {
  const base = `/api/workspaces/${encodeURIComponent(slug)}`;
  return loadOwned(workspaceLookups, "slug", slug, "lists", { states: [], labels: [] }, async () => {
    const [states, labels] = await Promise.all([api.get<State[]>(`${base}/states/`), api.get<Label[]>(`${base}/labels/`)]);
    return { states, labels };
  });
}
