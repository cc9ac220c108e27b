import { z } from "zod";
import { ROLE } from "../../../contract/roles.js";
import { role, uuid } from "../../fields.js";
import { V1ProjectParamsSchema } from "../schema.js";

/** Plane's ProjectMemberSerializer: a person of the workspace and their project role (Plane's default: Guest). */
export const V1ProjectMemberCreateSchema = z.object({ member: uuid, role: role.default(ROLE.GUEST) });
export type V1ProjectMemberCreateReq = z.infer<typeof V1ProjectMemberCreateSchema>;

/** A membership's person cannot change; its role can. */
export const V1ProjectMemberUpdateSchema = z.object({ role });
export type V1ProjectMemberUpdateReq = z.infer<typeof V1ProjectMemberUpdateSchema>;

/** Plane names the membership in its path `pk`; here it is :memberId (a membership id, not a user id). */
export const V1ProjectMemberParamsSchema = V1ProjectParamsSchema.extend({ memberId: z.string().describe("The project membership's id.") });

/** The app's bulk-add command names the one person `members.0.*`; v1 names them as its body does. */
export const V1_PROJECT_MEMBER_RENAMES = { "members.0.member_id": "member", "members.0.role": "role" };
