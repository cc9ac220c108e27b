import { z } from "zod";
import { ORGANIZATION_SIZES } from "../../contract/onboarding.js";
import { displayName, role, uuid } from "../fields.js";
import { WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_SLUG_MESSAGES, workspaceSlugProblem } from "../../contract/workspaceSlug.js";

/** Any IANA name the runtime knows, aliases such as Asia/Calcutta and Asia/Kolkata included. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_+\-/0-9]+$/.test(name);
  } catch {
    return false;
  }
}

const name = displayName(WORKSPACE_NAME_MAX_LENGTH);

/** Well formed and not reserved; whether it is taken is the unique index's answer. */
export const workspaceSlug = z.string().superRefine((slug, ctx) => {
  const problem = workspaceSlugProblem(slug);
  if (problem) ctx.addIssue({ code: "custom", message: WORKSPACE_SLUG_MESSAGES[problem] });
});

export const WorkspaceCreateSchema = z.strictObject({
  name,
  slug: workspaceSlug,
  organization_size: z.enum(ORGANIZATION_SIZES),
});

export const WorkspaceUpdateSchema = z.strictObject({
  name: name.optional(),
  organization_size: z.enum(ORGANIZATION_SIZES).optional(),
  timezone: z.string().max(64).refine(isTimeZone, "is not a known time zone").optional(),
  logo_url: z.url({ protocol: /^https?$/ }).max(2048).nullable().optional(),
});

export const WorkspaceSlugCheckSchema = z.object({ slug: z.string({ error: "is required" }) });

export const WorkspaceMemberParamsSchema = z.object({ slug: z.string(), memberId: uuid });

export const WorkspaceMemberListSchema = z.object({ search: z.string().max(255).optional() });

export const WorkspaceMemberUpdateSchema = z.strictObject({
  role,
});
