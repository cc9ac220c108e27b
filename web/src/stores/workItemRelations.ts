import { proxy } from "valtio";
import { api } from "../http/client";
import type { RelationType } from "../../../api/contract/workItems";
import type { RelatedWorkItem, RelationGroups, WorkItemDetail } from "../http/types";
import { removeOptimistically } from "./optimisticPatch";
import { historyChanged, targetPath, type ItemTarget } from "./workItemDetail";
import { loadOwned, type LoadState } from "./loadOwned";

/** The open work item's relations, grouped by type as the server lists them. */
interface WorkItemRelationsStore {
  itemId: string | null;
  groups: RelationGroups;
  state: LoadState;
}

const emptyGroups = (): RelationGroups => ({ blocked_by: [], blocking: [], relates_to: [], duplicate: [] });

export const workItemRelations = proxy<WorkItemRelationsStore>({ itemId: null, groups: emptyGroups(), state: "idle" });

export function loadRelations(target: ItemTarget): Promise<void> {
  return loadOwned(workItemRelations, "itemId", target.itemId, "groups", emptyGroups(), () => api.get<RelationGroups>(`${targetPath(target)}/issue-relation/`));
}

/**
 * Finds the other item by its key (IDENT-seq), relates it, then reads the groups again. Not optimistic:
 * an unknown key or a refusal throws, so the form keeps the key and says why.
 */
export async function addRelation(target: ItemTarget, key: string, relationType: RelationType): Promise<void> {
  const other = await api.get<WorkItemDetail>(`/api/workspaces/${encodeURIComponent(target.slug)}/work-items/${encodeURIComponent(key)}/`);
  await api.post<unknown>(`${targetPath(target)}/issue-relation/`, { relation_type: relationType, issues: [other.id] });
  await loadRelations(target);
  historyChanged(target);
}

/** Optimistic: the entry goes at once and comes back, with a toast, if refused. */
export function removeRelation(target: ItemTarget, related: RelatedWorkItem): Promise<void> {
  return removeOptimistically(
    () => (workItemRelations.itemId === target.itemId ? workItemRelations.groups[related.relation_type] : null),
    related.id,
    () => api.post<void>(`${targetPath(target)}/remove-relation/`, { related_issue: related.id, relation_type: related.relation_type }),
    { title: "Relation not removed", action: "remove the relation" },
  ).then(() => historyChanged(target));
}
