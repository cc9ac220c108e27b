import { z } from "zod";
import { uuid } from "../fields.js";
import { isCalendarDate } from "../../contract/workItems.js";
import { cursor } from "./listSchema.js";

/** Plane's bulk routes take at most this many ids; one request is one transaction, so it stays bounded. */
const BULK_MAX = 1000;

const issueIds = z
  .array(uuid, { error: "must be a list of work item ids" })
  .min(1, "must name at least one work item")
  .max(BULK_MAX, `must name at most ${BULK_MAX} work items`)
  .transform((ids) => [...new Set(ids)]);

/** bulk-archive-issues/ and bulk-delete-issues/ (Plane's {issue_ids}). */
export const BulkIssueIdsSchema = z.strictObject({ issue_ids: issueIds });

/** SPEC.md section 5: yyyy-MM-dd, read from the first 10 characters; null clears the date, as PATCH does. */
const date = z
  .string({ error: "must be a date as yyyy-MM-dd" })
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, "must be a date as yyyy-MM-dd")
  .nullable()
  .optional();

const update = z.object({ id: uuid, start_date: date, target_date: date });

/**
 * issue-dates/: Plane's web app posts {updates: [{id, start_date, target_date}]}; a bare list is taken too.
 * Each id once, so a request cannot say two things about one item.
 */
export const WorkItemDatesSchema = z
  .preprocess((body) => (Array.isArray(body) ? { updates: body } : body), z.strictObject({ updates: z.array(update).max(BULK_MAX, `must hold at most ${BULK_MAX} updates`) }))
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.updates.forEach((entry, index) => {
      if (seen.has(entry.id)) ctx.addIssue({ code: "custom", path: ["updates", index, "id"], message: "names a work item already in this request" });
      seen.add(entry.id);
    });
  });

/** Plane's paginator parameters for the archived list: per_page and the per_page:page:is_prev cursor. */
export const ArchivedListSchema = z.object({
  per_page: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(BULK_MAX).optional(),
  cursor: cursor.optional(),
});
