import { formatDay } from "../pages/workItems/workItemDisplay";

/** The two days of a work item a date picker sets. */
export type DateProperty = "start_date" | "target_date";

/**
 * Why `day` cannot be an item's `property` next to its `other` date, in words that say what to do; null when
 * it can. The server refuses a due date before the start, so such a day is explained instead of sent.
 */
export function dateOrderProblem(property: DateProperty, day: string | null, other: string | null): string | null {
  if (!day || !other) return null;
  if (property === "target_date" && day < other) return `The due date cannot be before the start date (${formatDay(other)}). Pick a later day, or press Escape.`;
  if (property === "start_date" && day > other) return `The start date cannot be after the due date (${formatDay(other)}). Pick an earlier day, or press Escape.`;
  return null;
}
