import type { DisplayProperties } from "../../../../api/contract/workItemDisplay";

/** The list's cells in order; each but the name follows a display property (SPEC.md section 3). */
const LIST_COLUMNS = [
  // As wide as the project's keys (keyColumnWidth), which the list sets on its frame.
  { id: "key", title: "Key", property: "key", width: "var(--work-item-key-width, 5.5rem)" },
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

/**
 * The key column fits the project's longest keys: the identifier (up to 12 characters), a dash and a
 * five-digit sequence, in the 0.75rem monospace the key is set in (about 0.47rem a character).
 */
export function keyColumnWidth(identifier: string): string {
  return `${Math.max(5.5, (identifier.length + 6) * 0.47).toFixed(2)}rem`;
}
