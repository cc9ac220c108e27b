import { RELATION_TYPES, type RelationType } from "../../../../api/contract/workItems";
import type { WorkItemActivity } from "../../http/types";
import { RELATION_LABELS } from "./widgets/relationLabels";
import { formatDay } from "./workItemDisplay";

/** How a property is named in a sentence ("changed start date from ..."). */
const FIELD_NAMES: Record<string, string> = { start_date: "start date", target_date: "target date", estimate_point: "estimate", is_draft: "draft flag" };

const isRelation = (field: string): field is RelationType => (RELATION_TYPES as readonly string[]).includes(field);

/** A value as the sentence shows it: days in words; priorities and names as the history stored them. */
function shown(field: string, value: string): string {
  if (field === "start_date" || field === "target_date") return formatDay(value);
  return value;
}

/** "added", "edited" or "removed" something, by the line's verb. */
function byVerb(line: WorkItemActivity, phrases: Record<WorkItemActivity["verb"], string>): string {
  return phrases[line.verb];
}

/** A scalar property: set, changed or removed (SPEC.md section 3 "Activity"). */
function propertyPhrase(field: string, before: string | null, after: string | null): string {
  const name = FIELD_NAMES[field] ?? field.replace(/_/g, " ");
  if (after === null) return before === null ? `updated ${name}` : `removed ${name} ${shown(field, before)}`;
  if (before === null) return `set ${name} to ${shown(field, after)}`;
  return `changed ${name} from ${shown(field, before)} to ${shown(field, after)}`;
}

/**
 * What the line says after the actor's name, from its field and verb: "added a comment", "added relation
 * blocked by WEB-3", "added sub-issue WEB-9", "changed priority from low to high". Lines about other
 * things than the item itself (comments, links, relations) are named for what they are about, never
 * "created the work item".
 */
export function activityPhrase(line: WorkItemActivity): string {
  const { field, old_value: before, new_value: after } = line;
  if (field === null) return byVerb(line, { created: "created the work item", updated: "updated the work item", deleted: "deleted the work item" });
  if (isRelation(field)) {
    const relation = `relation ${RELATION_LABELS[field].toLowerCase()}`;
    return line.verb === "deleted" ? `removed ${relation} ${before ?? ""}`.trimEnd() : `added ${relation} ${after ?? ""}`.trimEnd();
  }
  switch (field) {
    case "comment":
      return byVerb(line, { created: "added a comment", updated: "edited a comment", deleted: "deleted a comment" });
    case "reaction":
      return line.verb === "deleted" ? `removed the reaction ${before ?? ""}`.trimEnd() : `reacted with ${after ?? ""}`.trimEnd();
    case "link":
      return byVerb(line, { created: `added the link ${after ?? ""}`, updated: `changed the link to ${after ?? ""}`, deleted: `removed the link ${before ?? ""}` }).trimEnd();
    case "attachment":
      return line.verb === "deleted" ? `removed the attachment ${before ?? ""}`.trimEnd() : `added the attachment ${after ?? ""}`.trimEnd();
    case "sub_issue":
      return line.verb === "deleted" ? `removed sub-issue ${before ?? ""}`.trimEnd() : `added sub-issue ${after ?? ""}`.trimEnd();
    case "parent":
      // Lines written before the history named parents carry only their ids.
      if (!before && !after) return line.new_identifier ? "changed the parent" : "removed the parent";
      return after ? (before ? `changed the parent from ${before} to ${after}` : `set the parent to ${after}`) : `removed the parent ${before}`;
    case "archived_at":
      return after === "restore" ? "restored the work item" : "archived the work item";
    case "description":
      return "updated the description";
    case "name":
      return `renamed the work item to “${after ?? ""}”`;
    case "assignees":
      return after ? `assigned ${after}` : `unassigned ${before ?? "someone"}`;
    case "labels":
      return after ? `added label ${after}` : `removed label ${before ?? ""}`.trimEnd();
  }
  return propertyPhrase(field, before, after);
}
