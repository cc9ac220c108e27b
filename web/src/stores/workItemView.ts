import { proxy } from "valtio";
import {
  DEFAULT_DISPLAY_FILTERS, DEFAULT_DISPLAY_PROPERTIES, DEFAULT_FILTERS, mergeViewSettings,
  type WorkItemViewChange, type WorkItemViewSettings,
} from "../../../api/contract/workItemDisplay";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { loadOwned, type LoadState } from "./loadOwned";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";


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

let saveRequest = 0;

/**
 * Optimistic (SPEC.md section 4): the list follows the change at once, with the display filter rules
 * applied as the server will; a refused save reloads what is saved (SPEC.md: "failed filter updates
 * refetch the filters").
 */
export async function changeWorkItemView(slug: string, projectId: string, change: WorkItemViewChange): Promise<void> {
  if (workItemView.projectId !== projectId) return;
  workItemView.settings = mergeViewSettings(workItemView.settings, change);
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
