import type { DisplayProperties } from "../../../../api/contract/workItemDisplay";

/** The list's cells in order; each but the name follows a display property (SPEC.md section 3). */
export const LIST_COLUMNS = [
  { id: "key", title: "Key", property: "key", width: "5.5rem" },
  { id: "name", title: "Name", property: null, width: "minmax(8rem, 1fr)" },
  { id: "state", title: "State", property: "state", width: "8rem" },
  { id: "priority", title: "Priority", property: "priority", width: "5.5rem" },
  { id: "assignees", title: "Assignees", property: "assignee", width: "5rem" },
  { id: "labels", title: "Labels", property: "labels", width: "9rem" },
  { id: "target_date", title: "Target date", property: "due_date", width: "10rem" },
] as const satisfies readonly { id: string; title: string; property: keyof DisplayProperties | null; width: string }[];

export type ListColumn = (typeof LIST_COLUMNS)[number];
export type ListColumnId = ListColumn["id"];

export function shownColumns(properties: Readonly<DisplayProperties>): ListColumn[] {
  return LIST_COLUMNS.filter((column) => column.property === null || properties[column.property]);
}

export function columnTemplate(columns: readonly ListColumn[]): string {
  return columns.map((column) => column.width).join(" ");
}
