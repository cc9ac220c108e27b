import { z } from "zod";
import { WEBHOOK_URL_MAX_LENGTH } from "../../contract/webhookShapes.js";

const families = {
  project: z.boolean().optional(),
  issue: z.boolean().optional(),
  issue_comment: z.boolean().optional(),
  state: z.boolean().optional(),
  label: z.boolean().optional(),
};

const url = z.string().trim().min(1, "is required").max(WEBHOOK_URL_MAX_LENGTH);

export const WebhookCreateSchema = z.strictObject({ url, is_active: z.boolean().optional(), ...families });
export type WebhookCreateReq = z.infer<typeof WebhookCreateSchema>;

export const WebhookUpdateSchema = z.strictObject({ url: url.optional(), is_active: z.boolean().optional(), ...families });
export type WebhookUpdateReq = z.infer<typeof WebhookUpdateSchema>;
