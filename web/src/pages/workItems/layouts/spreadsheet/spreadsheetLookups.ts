import type { Label, ProjectMember, State } from "../../../../http/types";

/** What the table names by id, as lists; a workspace-wide view may pass several projects' entries at once. */
export interface SpreadsheetLookupLists {
  states: readonly State[];
  labels: readonly Label[];
  members: readonly ProjectMember[];
}

/** The same, keyed for the cells: a row looks up each id once per render instead of scanning lists. */
export interface SpreadsheetLookups {
  states: ReadonlyMap<string, State>;
  labels: ReadonlyMap<string, Label>;
  /** By the person's user id, which is what assignee_ids hold. */
  members: ReadonlyMap<string, ProjectMember>;
}

export function indexLookups(lists: SpreadsheetLookupLists): SpreadsheetLookups {
  return {
    states: new Map(lists.states.map((state) => [state.id, state])),
    labels: new Map(lists.labels.map((label) => [label.id, label])),
    members: new Map(lists.members.map((entry) => [entry.member.id, entry])),
  };
}
