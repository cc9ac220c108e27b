import { proxy } from "valtio";
import { compareStates } from "../../../api/contract/stateOrder";
import type { StateGroup } from "../../../api/contract/workItems";
import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { State } from "../http/types";
import { patchOptimistically } from "./optimisticPatch";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";
import { loadOwned, type LoadState } from "./loadOwned";

/** The workflow states of the project whose settings are open. */
interface ProjectStatesStore {
  projectId: string | null;
  states: State[];
  state: LoadState;
}

export const projectStates = proxy<ProjectStatesStore>({ projectId: null, states: [], state: "idle" });

/** SPEC.md section 3: the fixed order of the state groups. */
export const STATE_GROUPS: readonly { group: StateGroup; label: string }[] = [
  { group: "backlog", label: "Backlog" },
  { group: "unstarted", label: "Unstarted" },
  { group: "started", label: "Started" },
  { group: "completed", label: "Completed" },
  { group: "cancelled", label: "Cancelled" },
];

/** SPEC.md section 9: state sequences step by 65535. */
const STATE_SEQUENCE_STEP = 65535;

/**
 * A sequence between two neighbours; one step beyond the only neighbour at either end. The server
 * refuses sequences of 0 or below, so the top falls back to half the first one when a step is too far.
 */
function sequenceBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return STATE_SEQUENCE_STEP;
  if (before === undefined) {
    const first = after as number;
    return first - STATE_SEQUENCE_STEP > 0 ? first - STATE_SEQUENCE_STEP : first / 2;
  }
  if (after === undefined) return before + STATE_SEQUENCE_STEP;
  return (before + after) / 2;
}

/** One group's states in order (SPEC.md section 3), as the settings list them. */
export function statesOfGroup(states: readonly State[], group: StateGroup): State[] {
  return states.filter((state) => state.group === group).sort(compareStates);
}

const statesPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/states`;
const statePath = (slug: string, projectId: string, stateId: string) => `${statesPath(slug, projectId)}/${encodeURIComponent(stateId)}`;

export function loadProjectStates(slug: string, projectId: string): Promise<void> {
  return loadOwned(projectStates, "projectId", projectId, "states", [], () => api.get<State[]>(`${statesPath(slug, projectId)}/`));
}

export interface StateInput {
  name: string;
  color: string;
  description: string;
}

export async function createState(slug: string, projectId: string, group: StateGroup, input: StateInput): Promise<void> {
  const created = await api.post<State>(`${statesPath(slug, projectId)}/`, { ...input, group });
  projectStates.states.push(created);
}

/** Replaces the listed states with earlier copies after a failed optimistic change. */
function restore(previous: readonly State[], title: string, action: string, error: unknown): void {
  for (const old of previous) {
    const index = projectStates.states.findIndex((state) => state.id === old.id);
    if (index >= 0) projectStates.states[index] = old;
  }
  showToast({ tone: "danger", title, message: describeError(error, action) });
}

export function updateState(slug: string, projectId: string, stateId: string, patch: Partial<StateInput> & { sequence?: number }): Promise<void> {
  const path = `${statePath(slug, projectId, stateId)}/`;
  return patchOptimistically(() => projectStates.states, stateId, patch, () => api.patch<State>(path, patch), { title: "State not saved", action: "save the state" });
}

/** Moves a state one place up or down within its group by giving it a sequence between its new neighbours. */
export function moveState(slug: string, projectId: string, stateId: string, direction: -1 | 1): Promise<void> {
  const entry = projectStates.states.find((state) => state.id === stateId);
  if (!entry) return Promise.resolve();
  const siblings = statesOfGroup(projectStates.states, entry.group).filter((state) => state.id !== stateId);
  const index = statesOfGroup(projectStates.states, entry.group).findIndex((state) => state.id === stateId) + direction;
  if (index < 0 || index > siblings.length) return Promise.resolve();
  const sequence = sequenceBetween(siblings[index - 1]?.sequence, siblings[index]?.sequence);
  return updateState(slug, projectId, stateId, { sequence });
}

/** SPEC.md section 4: the new default clears the previous one; shown at once, undone on failure. */
export async function markStateDefault(slug: string, projectId: string, stateId: string): Promise<void> {
  const previous = projectStates.states.filter((state) => state.default || state.id === stateId).map((state) => ({ ...state }));
  for (const state of projectStates.states) state.default = state.id === stateId;
  try {
    await api.post<void>(`${statePath(slug, projectId, stateId)}/mark-default/`);
  } catch (error) {
    restore(previous, "Default state not changed", "make it the default state", error);
  }
}

export async function deleteState(slug: string, projectId: string, stateId: string): Promise<void> {
  await api.delete<void>(`${statePath(slug, projectId, stateId)}/`);
  projectStates.states = projectStates.states.filter((state) => state.id !== stateId);
}
