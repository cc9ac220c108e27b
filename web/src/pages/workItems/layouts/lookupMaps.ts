import type { Label, ProjectMember, State } from "../../../http/types";

/** What a layout names by id, as lists; a workspace-wide view may pass several projects' entries at once. */
export interface LookupLists {
  states: readonly State[];
  labels: readonly Label[];
  members: readonly ProjectMember[];
}

/** The same, keyed for rows and cards: each id is looked up once instead of scanning the lists. */
export interface LookupMaps {
  states: ReadonlyMap<string, State>;
  labels: ReadonlyMap<string, Label>;
  /** By the person's user id, which is what assignee_ids and created_by hold. */
  members: ReadonlyMap<string, ProjectMember>;
}

export function lookupMaps(lists: LookupLists): LookupMaps {
  return {
    states: new Map(lists.states.map((state) => [state.id, state])),
    labels: new Map(lists.labels.map((label) => [label.id, label])),
    members: new Map(lists.members.map((entry) => [entry.member.id, entry])),
  };
}
