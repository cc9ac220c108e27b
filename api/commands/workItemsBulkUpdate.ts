import type { Issue } from "../../db/models/Issue.js";
import { fieldError, ValidationError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import type { WorkItemExtras } from "../presenters/workItem.js";
import type { WorkItemFields } from "../workItems/fields.js";
import { loadWorkItemExtras } from "../workItems/load.js";
import { assertAssignees, assertLabels, resolveState } from "../workItems/references.js";
import { workItemUpdate } from "./workItemUpdate.js";

/** What bulk-operation-issues/ may set on many items at once (never a name, a description, a parent or a sort order). */
type BulkProperties = Pick<WorkItemFields, "state_id" | "priority" | "assignee_ids" | "label_ids" | "start_date" | "target_date" | "estimate_point">;

interface WorkItemsBulkUpdateInput extends UnitOfWork {
  /** This project's items, locked in this transaction (findWorkItemsForUpdate). */
  issues: readonly Issue[];
  projectId: string;
  properties: BulkProperties;
}

/** The reference checks name the field as a single update does; here it sits under `properties`. */
async function underProperties<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const detail = error instanceof ValidationError ? error.details?.[0] : undefined;
    if (detail) throw fieldError(`properties.${detail.path}`, detail.message);
    throw error;
  }
}

const SCALARS = ["priority", "start_date", "target_date", "estimate_point"] as const;

/**
 * The same properties on many work items, all or nothing: every id the request names is checked against
 * the project once, before anything is written; id lists merge into what each item has, without
 * duplicates (SPEC.md section 5); each item then goes through the single update, so completed_at, the
 * history lines, notifications and the one work_item.updated per item are exactly what a PATCH would
 * give (each receiver's counts follow once, at the end). Items the request would not change are left
 * alone: no history, no event.
 */
export async function workItemsBulkUpdate({ trx, outbox, actor, issues, projectId, properties }: WorkItemsBulkUpdateInput): Promise<Issue[]> {
  const state = properties.state_id === undefined ? undefined : await underProperties(() => resolveState(trx, projectId, properties.state_id));
  if (properties.assignee_ids) await underProperties(() => assertAssignees(trx, projectId, properties.assignee_ids ?? []));
  if (properties.label_ids) await underProperties(() => assertLabels(trx, projectId, properties.label_ids ?? []));
  const extras = await loadWorkItemExtras(trx, issues);

  const changes: { issue: Issue; fields: WorkItemFields; extrasBefore: WorkItemExtras }[] = [];
  for (const issue of issues) {
    const before = extras.get(issue.id);
    if (!before) throw new Error("unreachable: the extras of a loaded work item");
    const fields: WorkItemFields = {};
    for (const field of SCALARS) {
      const value = properties[field];
      if (value !== undefined && value !== issue[field]) Object.assign(fields, { [field]: value });
    }
    if (state && state.id !== issue.state_id) fields.state_id = state.id;
    const addedAssignees = (properties.assignee_ids ?? []).filter((id) => !before.assignee_ids.includes(id));
    if (addedAssignees.length > 0) fields.assignee_ids = [...before.assignee_ids, ...addedAssignees];
    const addedLabels = (properties.label_ids ?? []).filter((id) => !before.label_ids.includes(id));
    if (addedLabels.length > 0) fields.label_ids = [...before.label_ids, ...addedLabels];

    // The dates the item would end with; a date the request leaves alone is the item's own.
    const start = properties.start_date === undefined ? issue.start_date : properties.start_date;
    const target = properties.target_date === undefined ? issue.target_date : properties.target_date;
    if (start && target && start > target) {
      throw properties.start_date
        ? fieldError("properties.start_date", `must not be after the target_date of work item ${issue.id} (${target})`)
        : fieldError("properties.target_date", `must not be before the start_date of work item ${issue.id} (${start})`);
    }
    if (Object.keys(fields).length > 0) changes.push({ issue, fields, extrasBefore: before });
  }

  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  const updated: Issue[] = [];
  for (const change of changes) updated.push(await workItemUpdate({ trx, outbox, actor, ...change, notifier }));
  await notifier.finish();
  return updated;
}
