import { z } from "zod";
import { writable } from "../../workItems/schema.js";
import { V1ProjectParamsSchema, V1SlugParamsSchema } from "../schema.js";

/** Plane serves work items under both names: the older `issues/` and the current `work-items/`. */
export const V1_WORK_ITEM_SPELLINGS = ["issues", "work-items"] as const;

/**
 * Work item bodies on v1 in Plane's field names (IssueSerializer: `state`, `parent`, `assignees`,
 * `labels`), each field checked by the app's own rule. Fields Cairn has no place for (external_id,
 * type_id, point...) are dropped rather than refused, as DRF drops fields a serializer does not write.
 */
const fields = {
  name: writable.name,
  description_html: writable.description_html,
  priority: writable.priority,
  state: writable.state_id,
  parent: writable.parent_id,
  estimate_point: writable.estimate_point,
  assignees: writable.assignee_ids,
  labels: writable.label_ids,
  start_date: writable.start_date,
  target_date: writable.target_date,
  sort_order: writable.sort_order,
};

/** Plane's serializer refuses a start after the target as a whole-body error. */
const datesInOrder = (value: { start_date?: string | null; target_date?: string | null }) =>
  !value.start_date || !value.target_date || value.start_date <= value.target_date;
const DATES_MESSAGE = { message: "Start date cannot exceed target date", path: ["start_date"] };

export const V1WorkItemUpdateSchema = z.object(fields).partial().refine(datesInOrder, DATES_MESSAGE);
export type V1WorkItemUpdateReq = z.infer<typeof V1WorkItemUpdateSchema>;

export const V1WorkItemCreateSchema = z
  .object(fields)
  .partial()
  .extend({ name: fields.name })
  .refine(datesInOrder, DATES_MESSAGE);
export type V1WorkItemCreateReq = z.infer<typeof V1WorkItemCreateSchema>;

/** How the app names v1's differently named work item fields (for refusals worded by the commands). */
export const V1_WORK_ITEM_RENAMES = { state_id: "state", parent_id: "parent", assignee_ids: "assignees", label_ids: "labels" };

/** Plane names the work item in its path `pk` or `issue_id`; here it is :issueId, as the app's write path reads it. */
export const V1WorkItemParamsSchema = V1ProjectParamsSchema.extend({ issueId: z.string().describe("The work item's id.") });

/** GET .../work-items/{IDENT}-{seq}/: the key is checked by the route (a malformed one is a 404, as Plane's URL pattern misses). */
export const V1WorkItemKeyParamsSchema = V1SlugParamsSchema.extend({ key: z.string().describe("The project identifier, a dash and the sequence number, e.g. WEB-12.") });

/** Plane's search: `search` is the text, `limit` caps the answer, `project_id` narrows it to one project. */
export const V1WorkItemSearchQuerySchema = z.object({
  search: z.string().max(1000).optional().describe("Text to look for in names, or an identifier such as WEB-12."),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "must be a whole number")
    .optional()
    .describe("At most this many results (default 10)."),
  project_id: z.string().optional().describe("Only this project's work items."),
  workspace_search: z.string().optional().describe("Plane's switch between one project and the whole workspace."),
});
