import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import type { WorkItem } from "../http/types";
import { projectPath } from "./projectPath";
import { type ItemTarget } from "./workItemDetail";
import { createWorkItem } from "./workItems";

/** The open work item's children. */
interface WorkItemSubIssuesStore {
  itemId: string | null;
  items: WorkItem[];
  state: "idle" | "loading" | "ready" | "error";
}

export const workItemSubIssues = proxy<WorkItemSubIssuesStore>({ itemId: null, items: [], state: "idle" });

/** The live children of the open item, from its sub-issues endpoint. */
export async function loadSubIssues(target: ItemTarget): Promise<void> {
  if (workItemSubIssues.itemId !== target.itemId) {
    workItemSubIssues.itemId = target.itemId;
    workItemSubIssues.items = [];
    workItemSubIssues.state = "idle";
  }
  if (workItemSubIssues.state !== "ready") workItemSubIssues.state = "loading";
  try {
    const answer = await api.get<{ sub_issues: WorkItem[] }>(`${projectPath(target.slug, target.projectId)}/issues/${target.itemId}/sub-issues/`);
    if (workItemSubIssues.itemId !== target.itemId) return;
    workItemSubIssues.items = answer.sub_issues;
    workItemSubIssues.state = "ready";
  } catch {
    if (workItemSubIssues.itemId === target.itemId) workItemSubIssues.state = "error";
  }
}

/** Not optimistic: the new item needs its key from the server; a throw keeps the typed name. */
export async function addSubIssue(target: ItemTarget, name: string): Promise<void> {
  const created = await createWorkItem(target.slug, target.projectId, { name, parent_id: target.itemId });
  if (workItemSubIssues.itemId === target.itemId) appendOnce(workItemSubIssues.items, created);
}
