import type { Db } from "../../../../db/connection.js";
import type { EventFamily } from "../eventFamily.js";
import { byAudience } from "./byAudience.js";

/** Whose membership a row is, and in which workspace (the row stays, inactive, when it ends). */
type FindMembership = (db: Db, membershipId: string) => PromiseLike<{ member_id: string; workspace_id: string } | undefined>;

/**
 * workspace_member.* and project_member.*: to their audience (the workspace, the project). A membership
 * that ended or changed role has its person's sockets checked again in that workspace, so a removed
 * member stops hearing what they lost and a demoted one the rooms of their old role.
 */
export function membershipFamily(findMembership: FindMembership): EventFamily {
  return {
    ...byAudience,
    async afterEmit(event, context) {
      if (!event.name.endsWith(".deleted") && !event.name.endsWith(".updated")) return;
      const membership = await findMembership(context.db, event.id);
      if (membership) await context.recheck({ kind: "user", userId: membership.member_id, workspaceId: membership.workspace_id });
    },
  };
}
