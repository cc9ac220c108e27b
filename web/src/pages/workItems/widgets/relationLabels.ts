import type { RelationType } from "../../../../../api/contract/workItems";

/** How each relation type reads from the open item's side. */
export const RELATION_LABELS: Record<RelationType, string> = {
  blocked_by: "Blocked by",
  blocking: "Blocking",
  relates_to: "Relates to",
  duplicate: "Duplicate of",
};
