import type { RelationGroupsShape } from "../../contract/workItemExtraShapes.js";

/**
 * Plane's v1 relation groups as its Node SDK reads them: each type's related ids. Plane's date
 * dependencies (start_before ...) are kinds Cairn does not have, so those lists are always empty.
 */
export interface V1RelationIdsShape {
  blocking: string[];
  blocked_by: string[];
  duplicate: string[];
  relates_to: string[];
  start_after: string[];
  start_before: string[];
  finish_after: string[];
  finish_before: string[];
}

export function presentV1RelationIds(groups: RelationGroupsShape): V1RelationIdsShape {
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
  return {
    blocking: ids(groups.blocking),
    blocked_by: ids(groups.blocked_by),
    duplicate: ids(groups.duplicate),
    relates_to: ids(groups.relates_to),
    start_after: [],
    start_before: [],
    finish_after: [],
    finish_before: [],
  };
}
