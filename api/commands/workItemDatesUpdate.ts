import type { Issue } from "../../db/models/Issue.js";
import { ValidationError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { workItemUpdate } from "./workItemUpdate.js";

/** Plane's wording for a pair out of order (its issue-dates endpoint). */
const DATES_ORDER_MESSAGE = "Start date cannot exceed target date";

type Dates = { start_date?: string | null; target_date?: string | null };

interface WorkItemDatesUpdateInput extends UnitOfWork {
  /** Every item `updates` names, locked in this transaction. */
  issues: readonly Issue[];
  /** One entry per item; a date left out stays as it is, null clears it. */
  updates: readonly (Dates & { id: string })[];
}

/**
 * Moves the dates of several items at once (the timeline drag). Every pair is checked against the half it
 * does not name before anything is written, so the request is all-or-nothing; items whose dates end up
 * as they were are left alone, so only a real change writes history, notifications and an event (via
 * workItemUpdate); each receiver's counts follow once, at the end.
 */
export async function workItemDatesUpdate({ trx, outbox, actor, issues, updates }: WorkItemDatesUpdateInput): Promise<void> {
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  const changes: { issue: Issue; fields: Dates }[] = [];
  updates.forEach((update, index) => {
    const issue = byId.get(update.id);
    if (!issue) throw new Error("unreachable: the caller found every id");
    const start = update.start_date === undefined ? issue.start_date : update.start_date;
    const target = update.target_date === undefined ? issue.target_date : update.target_date;
    if (start && target && start > target) {
      throw new ValidationError(DATES_ORDER_MESSAGE, [{ path: `updates.${index}.start_date`, message: DATES_ORDER_MESSAGE }]);
    }
    const fields: Dates = {};
    if (start !== issue.start_date) fields.start_date = start;
    if (target !== issue.target_date) fields.target_date = target;
    if (Object.keys(fields).length > 0) changes.push({ issue, fields });
  });
  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  for (const { issue, fields } of changes) await workItemUpdate({ trx, outbox, actor, issue, fields, notifier });
  await notifier.finish();
}
