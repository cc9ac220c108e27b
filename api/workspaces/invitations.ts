import type { Knex } from "knex";
import type { Db } from "../../db/connection.js";
import { containsPattern } from "../../db/likePattern.js";
import { WorkspaceInvitation } from "../../db/models/WorkspaceInvitation.js";
import { findInScope } from "../findInScope.js";

export const INVITATION_NOT_FOUND = "Invitation not found";
export const INVITATION_ALREADY_USED = "This invitation has already been used";

/** The workspace's invitations, newest first; `search` matches the email anywhere. */
export async function listInvitations(db: Db, workspaceId: string, search: string | undefined): Promise<WorkspaceInvitation[]> {
  const builder = WorkspaceInvitation.query(db).where("workspace_id", workspaceId).withGraphFetched("invitedBy").orderBy("created_at", "desc").orderBy("id");
  if (search) builder.where("email", "like", containsPattern(search.toLowerCase()));
  return builder;
}

/** The open invitations addressed to an email, with their workspaces and inviters, newest first. */
export async function openInvitationsTo(db: Db, email: string): Promise<WorkspaceInvitation[]> {
  return WorkspaceInvitation.query(db).modify("open").where("email", email).withGraphFetched("[workspace, invitedBy]").orderBy("created_at", "desc").orderBy("id");
}

/** How many invitations await an email. */
export async function openInvitationCount(db: Db, email: string): Promise<number> {
  return WorkspaceInvitation.query(db).modify("open").where("email", email).resultSize();
}

/**
 * An invitation of the workspace with its inviter, locked so that it is answered or changed once; an id
 * of another workspace is as unknown as a made-up one.
 */
export async function lockInvitation(trx: Knex.Transaction, workspaceId: string, id: string): Promise<WorkspaceInvitation> {
  return findInScope(id, INVITATION_NOT_FOUND, () => WorkspaceInvitation.query(trx).where({ id, workspace_id: workspaceId }).withGraphFetched("invitedBy").forUpdate().first());
}
