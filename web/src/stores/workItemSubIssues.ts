import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import type { WorkItem } from "../http/types";
import { historyChanged, targetPath, type ItemTarget } from "./workItemDetail";
import { createWorkItem } from "./workItems";
import { loadOwned, type LoadState } from "./loadOwned";

/** The open work item's children. */
interface WorkItemSubIssuesStore {
  itemId: string | null;
  items: WorkItem[];
  state: LoadState;
}

export const workItemSubIssues = proxy<WorkItemSubIssuesStore>({ itemId: null, items: [], state: "idle" });

/** The live children of the open item, from its sub-issues endpoint. */
export function loadSubIssues(target: ItemTarget): Promise<void> {
  return loadOwned(workItemSubIssues, "itemId", target.itemId, "items", [], () => api.get<{ sub_issues: WorkItem[] }>(`${targetPath(target)}/sub-issues/`).then((answer) => answer.sub_issues));
}

/** Not optimistic: the new item needs its key from the server; a throw keeps the typed name. */
export async function addSubIssue(target: ItemTarget, name: string): Promise<void> {
  const created = await createWorkItem(target.slug, target.projectId, { name, parent_id: target.itemId });
  if (workItemSubIssues.itemId === target.itemId) appendOnce(workItemSubIssues.items, created);
  // The parent's history now says "added sub-issue".
  historyChanged(target);
}
