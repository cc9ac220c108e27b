import { proxy } from "valtio";
import {
  DEFAULT_DISPLAY_FILTERS, DEFAULT_DISPLAY_PROPERTIES, DEFAULT_FILTERS, normaliseDisplayFilters,
  type DisplayFilters, type DisplayProperties, type Filters,
} from "../../../api/contract/workItemDisplay";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { loadOwned, type LoadState } from "./loadOwned";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";

/** A person's saved way of looking at a project's work items (GET/PATCH .../user-properties/). */
export interface WorkItemViewSettings {
  filters: Filters;
  display_filters: DisplayFilters;
  display_properties: DisplayProperties;
}

interface WorkItemViewStore {
  projectId: string | null;
  settings: WorkItemViewSettings;
  state: LoadState;
}

const DEFAULT_SETTINGS: WorkItemViewSettings = {
  filters: DEFAULT_FILTERS,
  display_filters: DEFAULT_DISPLAY_FILTERS,
  display_properties: DEFAULT_DISPLAY_PROPERTIES,
};

export const workItemView = proxy<WorkItemViewStore>({ projectId: null, settings: structuredClone(DEFAULT_SETTINGS), state: "idle" });

const settingsUrl = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/user-properties/`;

function fetchSettings(slug: string, projectId: string): Promise<WorkItemViewSettings> {
  return api.get<WorkItemViewSettings>(settingsUrl(slug, projectId));
}

export function loadWorkItemView(slug: string, projectId: string): Promise<void> {
  return loadOwned(workItemView, "projectId", projectId, "settings", structuredClone(DEFAULT_SETTINGS), () => fetchSettings(slug, projectId));
}

export interface WorkItemViewChange {
  filters?: Partial<Filters>;
  display_filters?: Partial<DisplayFilters>;
  display_properties?: Partial<DisplayProperties>;
}

let saveRequest = 0;

/**
 * Optimistic (SPEC.md section 4): the list follows the change at once, with the display filter rules
 * applied as the server will; a refused save reloads what is saved (SPEC.md: "failed filter updates
 * refetch the filters").
 */
export async function changeWorkItemView(slug: string, projectId: string, change: WorkItemViewChange): Promise<void> {
  if (workItemView.projectId !== projectId) return;
  const current = workItemView.settings;
  workItemView.settings = {
    filters: { ...current.filters, ...change.filters },
    display_filters: normaliseDisplayFilters({
      ...current.display_filters,
      ...change.display_filters,
      calendar: { ...current.display_filters.calendar, ...change.display_filters?.calendar },
    }),
    display_properties: { ...current.display_properties, ...change.display_properties },
  };
  const request = ++saveRequest;
  try {
    const saved = await api.patch<WorkItemViewSettings>(settingsUrl(slug, projectId), change);
    // A later change already shows; its own answer brings the final copy.
    if (request === saveRequest && workItemView.projectId === projectId) workItemView.settings = saved;
  } catch (error) {
    showToast({ tone: "danger", title: "View not saved", message: describeError(error, "save how the list is shown") });
    if (workItemView.projectId !== projectId) return;
    try {
      workItemView.settings = await fetchSettings(slug, projectId);
    } catch {
      // The toast already says the change did not stick; what shows stays until the next load.
    }
  }
}
