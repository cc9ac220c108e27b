import { z } from "zod";
import { BulkIssueIdsSchema } from "./lifecycleSchema.js";
import { writable } from "./schema.js";

/**
 * The properties bulk-operation-issues/ may set: the single update's fields that make sense for many
 * items at once (never a name, a description, a parent or a sort order). Any other key is a 400 naming it.
 */
const BulkWorkItemPropertiesSchema = z
  .strictObject({
    state_id: writable.state_id.optional(),
    priority: writable.priority.optional(),
    assignee_ids: writable.assignee_ids.optional(),
    label_ids: writable.label_ids.optional(),
    start_date: writable.start_date.optional(),
    target_date: writable.target_date.optional(),
    estimate_point: writable.estimate_point.optional(),
  })
  .refine((properties) => Object.values(properties).some((value) => value !== undefined), "must name at least one property to change")
  .refine((value) => !value.start_date || !value.target_date || value.start_date <= value.target_date, { message: "must not be after target_date", path: ["start_date"] });

/** bulk-operation-issues/ (Plane's {issue_ids, properties}). */
export const BulkWorkItemUpdateSchema = z.strictObject({ ...BulkIssueIdsSchema.shape, properties: BulkWorkItemPropertiesSchema });

/** bulk-subscribe-issues/ (Plane's {issue_ids}). */
export const BulkSubscribeSchema = BulkIssueIdsSchema;
