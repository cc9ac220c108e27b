import type { Snapshot } from "valtio";
import type { WorkItemViewSettings } from "../../../../../api/contract/workItemDisplay";
import { changeWorkItemView, workItemView } from "../../../stores/workItemView";

/** Board columns and list groups are folded by group name ("group_by"), swimlanes by sub-group ("sub_group_by"), as Plane keeps them. */
type Level = "group_by" | "sub_group_by";

/**
 * Which groups are folded away, and the toggle that folds or unfolds one. They are the person's saved
 * kanban_filters for the project (one set shared by the board's columns and the list's groups, as in
 * Plane), so a reload, another layout or another device shows them folded too.
 */
export function collapsedGroups(slug: string, projectId: string, settings: Snapshot<WorkItemViewSettings>, level: Level) {
  const collapsed: ReadonlySet<string> = new Set(settings.display_filters.kanban_filters[level]);
  const toggle = (key: string) => {
    // The store's copy, not the render's: two quick toggles must both count.
    const names = workItemView.settings.display_filters.kanban_filters[level];
    const next = names.includes(key) ? names.filter((name) => name !== key) : [...names, key];
    void changeWorkItemView(slug, projectId, { display_filters: { kanban_filters: { [level]: next } } });
  };
  return { collapsed, toggle };
}
