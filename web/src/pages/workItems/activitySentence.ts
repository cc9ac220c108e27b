import { PRIORITIES, type Priority } from "../../../../api/contract/workItems";
import type { WorkItemActivity } from "../../http/types";
import { formatDay, PRIORITY_LABELS } from "./workItemDisplay";

const FIELD_NAMES: Record<string, string> = { start_date: "start date", target_date: "target date", estimate_point: "estimate", is_draft: "draft flag" };

function shown(field: string, value: string): string {
  if (field === "priority" && (PRIORITIES as readonly string[]).includes(value)) return PRIORITY_LABELS[value as Priority];
  if (field === "start_date" || field === "target_date") return formatDay(value);
  return value;
}

/** What the line says after the actor's name: "changed the state from Backlog to Done". */
export function activityPhrase(line: WorkItemActivity): string {
  if (line.verb === "created") return "created the work item";
  if (line.verb === "deleted") return "deleted the work item";
  const field = line.field ?? "";
  const { old_value: before, new_value: after } = line;
  switch (field) {
    case "description":
      return "updated the description";
    case "name":
      return `renamed the work item to “${after ?? ""}”`;
    case "assignees":
      return after ? `assigned ${after}` : `unassigned ${before ?? "someone"}`;
    case "labels":
      return after ? `added the label ${after}` : `removed the label ${before ?? ""}`.trimEnd();
    case "parent":
      return line.new_identifier ? "changed the parent" : "removed the parent";
  }
  const name = FIELD_NAMES[field] ?? field;
  if (after === null) return before === null ? `updated the ${name}` : `removed the ${name}`;
  if (before === null) return `set the ${name} to ${shown(field, after)}`;
  return `changed the ${name} from ${shown(field, before)} to ${shown(field, after)}`;
}
