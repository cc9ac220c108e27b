import { z } from "zod";
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_TYPES, type NotificationType } from "../../contract/notificationShapes.js";
import { cursorPage, PER_PAGE_MAX } from "../../workItems/list/request.js";
import { cursor } from "../workItems/listSchema.js";

const queryFlag = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");

/** Plane's type filter: a comma list of assigned, created, subscribed; "all" or nothing is every notification. */
const typeList = z.string({ error: "must be given once, as a comma-separated list" }).transform((value, ctx): NotificationType[] => {
  const entries = [...new Set(value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "" && entry !== "all"))];
  const unknown = entries.find((entry) => !(NOTIFICATION_TYPES as readonly string[]).includes(entry));
  if (unknown !== undefined) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(unknown)} is not one of all, ${NOTIFICATION_TYPES.join(", ")}` });
    return z.NEVER;
  }
  return entries as NotificationType[];
});

/**
 * GET .../users/notifications/: a tab of the inbox (Plane's names), 300 to a page (SPEC.md section 9).
 * Without `mentioned` it is the all tab, which leaves mentions to their own tab, as Plane's does.
 */
export const NotificationListSchema = z
  .object({
    type: typeList.optional(),
    snoozed: queryFlag.optional(),
    archived: queryFlag.optional(),
    read: queryFlag.optional(),
    mentioned: queryFlag.optional(),
    per_page: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(PER_PAGE_MAX).optional(),
    cursor: cursor.optional(),
  })
  .transform((query) => ({
    filters: { types: query.type ?? [], snoozed: query.snoozed ?? false, archived: query.archived ?? false, read: query.read, mentioned: query.mentioned ?? false },
    page: cursorPage(query, NOTIFICATION_PAGE_SIZE, PER_PAGE_MAX),
  }));
export type NotificationListReq = z.infer<typeof NotificationListSchema>;

/**
 * POST .../mark-all-read/: the tab being looked at. Without `mentioned` both tabs' unread are marked, as
 * Plane's does; `read` is accepted for the tab's sake (only unread ones can be marked anyway).
 */
export const NotificationsMarkAllReadSchema = z
  .strictObject({
    type: typeList.optional(),
    snoozed: z.boolean().optional(),
    archived: z.boolean().optional(),
    read: z.boolean().optional(),
    mentioned: z.boolean().optional(),
  })
  .transform((body) => ({ types: body.type ?? [], snoozed: body.snoozed ?? false, archived: body.archived ?? false, mentioned: body.mentioned }));
export type NotificationsMarkAllReadReq = z.infer<typeof NotificationsMarkAllReadSchema>;

const instant = z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).transform((value) => new Date(value));

/** PATCH .../users/notifications/{id}/: read_at and snoozed_till (the web offers 1, 3, 5, 7, 14 days or a date of one's own). */
export const NotificationUpdateSchema = z
  .strictObject({
    read_at: instant.nullable().optional(),
    snoozed_till: instant
      .refine((till) => till.getTime() > Date.now(), "must be in the future")
      .nullable()
      .optional(),
  })
  .refine((body) => body.read_at !== undefined || body.snoozed_till !== undefined, "must set read_at or snoozed_till");
export type NotificationUpdateReq = z.infer<typeof NotificationUpdateSchema>;
