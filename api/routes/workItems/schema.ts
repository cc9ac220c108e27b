import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { isCalendarDate, PRIORITIES } from "../../contract/workItems.js";
import { HISTORY_TYPES } from "../../workItems/history.js";
import { descriptionHtml, displayName, uuid } from "../fields.js";

/** SPEC.md section 5: dates are yyyy-MM-dd, and parsing reads the first 10 characters. */
const calendarDate = z
  .string()
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, "must be a date as yyyy-MM-dd")
  .nullable();

const ids = z
  .array(uuid)
  .max(LIMITS.workItemRefsMax)
  .transform((list) => [...new Set(list)]);

/**
 * Fields a client reads but never writes (SPEC.md section 3). Plane's web app sends some of them back
 * with its payloads, so they are accepted and dropped instead of refused; anything else unknown is a 400.
 */
const READ_ONLY_KEYS = [
  "id", "workspace", "workspace_id", "project", "project_id", "sequence_id", "completed_at", "archived_at", "created_at",
  "updated_at", "created_by", "updated_by", "sub_issues_count", "attachment_count", "link_count", "is_subscribed", "type_id",
  "cycle_id", "module_ids", "state__group",
] as const;
type ReadOnlyKey = (typeof READ_ONLY_KEYS)[number];
const readOnly = Object.fromEntries(READ_ONLY_KEYS.map((key) => [key, z.unknown().optional()])) as Record<ReadOnlyKey, z.ZodOptional<z.ZodUnknown>>;

function dropReadOnly<T extends Record<string, unknown>>(value: T): Omit<T, ReadOnlyKey> {
  const kept = Object.entries(value).filter(([key, field]) => !(READ_ONLY_KEYS as readonly string[]).includes(key) && field !== undefined);
  return Object.fromEntries(kept) as Omit<T, ReadOnlyKey>;
}

/** Every field a client may write, one schema each: create, update and the bulk update pick from here. */
export const writable = {
  name: displayName(LIMITS.nameMaxLength),
  description_html: descriptionHtml,
  priority: z.enum(PRIORITIES, { error: `must be one of ${PRIORITIES.join(", ")}` }),
  state_id: uuid.nullable(),
  parent_id: uuid.nullable(),
  estimate_point: uuid.nullable(),
  assignee_ids: ids,
  label_ids: ids,
  start_date: calendarDate,
  target_date: calendarDate,
  sort_order: z.number({ error: "must be a finite number" }),
  is_draft: z.boolean(),
};

const datesInOrder = (value: { start_date?: string | null; target_date?: string | null }) =>
  !value.start_date || !value.target_date || value.start_date <= value.target_date;
const DATES_MESSAGE = { message: "must not be after target_date", path: ["start_date"] };

export const WorkItemCreateSchema = z
  .strictObject({
    ...readOnly,
    name: writable.name,
    description_html: writable.description_html.optional(),
    priority: writable.priority.optional(),
    state_id: writable.state_id.optional(),
    parent_id: writable.parent_id.optional(),
    estimate_point: writable.estimate_point.optional(),
    assignee_ids: writable.assignee_ids.optional(),
    label_ids: writable.label_ids.optional(),
    start_date: writable.start_date.optional(),
    target_date: writable.target_date.optional(),
    sort_order: writable.sort_order.optional(),
    is_draft: writable.is_draft.optional(),
  })
  .refine(datesInOrder, DATES_MESSAGE)
  .transform(dropReadOnly);

export const WorkItemUpdateSchema = z
  .strictObject({
    ...readOnly,
    ...Object.fromEntries(Object.entries(writable).map(([key, schema]) => [key, schema.optional()])),
  } as typeof readOnly & { [K in keyof typeof writable]: z.ZodOptional<(typeof writable)[K]> })
  .refine(datesInOrder, DATES_MESSAGE)
  .transform(dropReadOnly);

/** GET /work-items/{IDENT}-{seq}/: an identifier, a dash, a sequence number; anything else names nothing. */
export function parseWorkItemKey(key: string): { identifier: string; sequenceId: number } | null {
  const match = new RegExp(`^([A-Za-z0-9]{1,${LIMITS.projectIdentifierMaxLength}})-(\\d{1,9})$`).exec(key);
  return match ? { identifier: (match[1] as string).toUpperCase(), sequenceId: Number(match[2]) } : null;
}

/**
 * GET .../history/: `created_at__gt` fetches only what came after the newest line the client holds;
 * Plane's `activity_type` picks the property changes or the comments.
 */
export const WorkItemHistorySchema = z.object({
  created_at__gt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).optional(),
  activity_type: z.enum(HISTORY_TYPES, { error: `must be one of ${HISTORY_TYPES.join(", ")}` }).optional(),
});
