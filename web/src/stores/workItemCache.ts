import { proxy } from "valtio";
import type { WorkItem } from "../http/types";
import { projectPath } from "./projectPath";

/** Every work item held, one copy each, so an edit on the detail page or in a peek shows in every layout. */
export const workItemCache = proxy<{ byId: Record<string, WorkItem> }>({ byId: {} });

/** Puts the server's copy of a work item wherever it is shown. */
export function putWorkItem(item: WorkItem): void {
  workItemCache.byId[item.id] = item;
}

export const issuesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/issues`;
/** One work item's address, without the trailing slash so sub-resources can follow. */
export const itemPath = (slug: string, projectId: string, id: string) => `${issuesPath(slug, projectId)}/${encodeURIComponent(id)}`;

export const TEMPORARY_PREFIX = "temp-";

/** Quick add shows a row before the server has answered; it has no key or link yet. */
export function isTemporary(id: string): boolean {
  return id.startsWith(TEMPORARY_PREFIX);
}
