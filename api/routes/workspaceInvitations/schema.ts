import { z } from "zod";
import { LIMITS } from "../../contract/limits.js";
import { ROLE } from "../../contract/roles.js";
import { role, uuid } from "../fields.js";

const Email = z.string().trim().toLowerCase().pipe(z.email("must be an email address").max(LIMITS.emailMaxLength));
const Ids = z.array(uuid).min(1).max(LIMITS.invitationsPerRequest);

export const InvitationParamsSchema = z.object({ slug: z.string(), id: uuid });

export const InvitationCreateSchema = z.strictObject({
  emails: z
    .array(z.strictObject({ email: Email, role: role.default(ROLE.GUEST) }))
    .min(1)
    .max(LIMITS.invitationsPerRequest)
    .refine((entries) => new Set(entries.map((entry) => entry.email)).size === entries.length, "each address may appear only once"),
});

export const InvitationListSchema = z.strictObject({ search: z.string().trim().max(LIMITS.emailMaxLength).optional() });

export const InvitationUpdateSchema = z.strictObject({ role });

/** The emailed link's answer. The in-app list declines with `{accepted: false}` alone: it has no token. */
export const InvitationJoinSchema = z.strictObject({
  accepted: z.boolean(),
  email: z.string().max(LIMITS.emailMaxLength).optional(),
  token: z.string().min(1).max(256).optional(),
});

export const InvitationAcceptSchema = z.strictObject({ invitations: Ids });
