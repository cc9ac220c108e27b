import { z } from "zod";
import { role, uuid } from "../fields.js";

/** Plane's bulk add: `{members: [{member_id, role}]}`, each person once. */
export const ProjectMembersAddSchema = z.strictObject({
  members: z
    .array(z.strictObject({ member_id: uuid, role }))
    .min(1, "name at least one member")
    .max(100, "add at most 100 members at a time")
    .refine((members) => new Set(members.map((m) => m.member_id)).size === members.length, "names the same member twice"),
});

export const ProjectMemberUpdateSchema = z.strictObject({ role });

export const ProjectMemberParamsSchema = z.object({ memberId: z.string() });

/** Plane's join: `{project_ids: [...]}`. */
export const ProjectJoinSchema = z.strictObject({
  project_ids: z
    .array(uuid)
    .min(1, "name at least one project")
    .max(100, "join at most 100 projects at a time")
    .transform((ids) => [...new Set(ids)]),
});
