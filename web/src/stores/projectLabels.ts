import { proxy } from "valtio";
import { labelSortOrderAt } from "../../../api/contract/labels";
import { api } from "../http/client";
import type { Label } from "../http/types";
import { patchOptimistically } from "./optimisticPatch";
import { projectPath } from "./projectPath";
import { loadOwned, type LoadState } from "./loadOwned";

/** The work item labels of the project whose settings are open. */
interface ProjectLabelsStore {
  projectId: string | null;
  labels: Label[];
  state: LoadState;
}

export const projectLabels = proxy<ProjectLabelsStore>({ projectId: null, labels: [], state: "idle" });

/** The labels directly under `parent` (null: the top level), in their order. */
export function labelsUnder(labels: readonly Label[], parent: string | null): Label[] {
  return labels.filter((label) => label.parent === parent).sort((a, b) => a.sort_order - b.sort_order);
}

/** Labels nest one level deep: a label with children of its own cannot go into another. */
function canNest(labels: readonly Label[], label: Label): boolean {
  return !labels.some((candidate) => candidate.parent === label.id);
}

/** Where `label` may be moved into: top-level labels other than itself and its current parent. */
export function parentChoices(labels: readonly Label[], label: Label): Label[] {
  if (!canNest(labels, label)) return [];
  return labelsUnder(labels, null).filter((candidate) => candidate.id !== label.id && candidate.id !== label.parent);
}

const labelsPath = (slug: string, projectId: string) => `${projectPath(slug, projectId)}/issue-labels`;

export function loadProjectLabels(slug: string, projectId: string): Promise<void> {
  return loadOwned(projectLabels, "projectId", projectId, "labels", [], () => api.get<Label[]>(`${labelsPath(slug, projectId)}/`));
}

export interface LabelInput {
  name: string;
  color: string;
  description: string;
}

export async function createLabel(slug: string, projectId: string, input: LabelInput & { parent: string | null }): Promise<void> {
  const created = await api.post<Label>(`${labelsPath(slug, projectId)}/`, input);
  projectLabels.labels.push(created);
}

type LabelPatch = Partial<LabelInput> & { parent?: string | null; sort_order?: number };

export function updateLabel(slug: string, projectId: string, labelId: string, patch: LabelPatch): Promise<void> {
  const path = `${labelsPath(slug, projectId)}/${encodeURIComponent(labelId)}/`;
  return patchOptimistically(() => projectLabels.labels, labelId, patch, () => api.patch<Label>(path, patch), { title: "Label not saved", action: "save the label" });
}

/** One place up or down among its siblings; past either end nothing is sent. */
export function moveLabel(slug: string, projectId: string, labelId: string, direction: -1 | 1): Promise<void> {
  const entry = projectLabels.labels.find((label) => label.id === labelId);
  if (!entry) return Promise.resolve();
  const group = labelsUnder(projectLabels.labels, entry.parent);
  const index = group.findIndex((label) => label.id === labelId) + direction;
  const siblings = group.filter((label) => label.id !== labelId).map((label) => label.sort_order);
  if (index < 0 || index > siblings.length) return Promise.resolve();
  return updateLabel(slug, projectId, labelId, { sort_order: labelSortOrderAt(siblings, index) });
}

/**
 * Puts the label last under `parent` (null: back to the top level). SPEC.md section 5: a move under the
 * parent it already has is ignored, so nothing is sent.
 */
export function setLabelParent(slug: string, projectId: string, labelId: string, parent: string | null): Promise<void> {
  const entry = projectLabels.labels.find((label) => label.id === labelId);
  if (!entry || entry.parent === parent) return Promise.resolve();
  const siblings = labelsUnder(projectLabels.labels, parent).map((label) => label.sort_order);
  return updateLabel(slug, projectId, labelId, { parent, sort_order: labelSortOrderAt(siblings, siblings.length) });
}

/** The server lifts the children to the top level; the list follows without a reload. */
export async function deleteLabel(slug: string, projectId: string, labelId: string): Promise<void> {
  await api.delete<void>(`${labelsPath(slug, projectId)}/${encodeURIComponent(labelId)}/`);
  projectLabels.labels = projectLabels.labels
    .filter((label) => label.id !== labelId)
    .map((label) => (label.parent === labelId ? { ...label, parent: null } : label));
}
