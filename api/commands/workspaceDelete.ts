import { Profile } from "../../db/models/Profile.js";
import { Workspace } from "../../db/models/Workspace.js";
import { NotFoundError } from "../errors.js";
import { domainEvent, toWorkspace } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { workspaceSubject } from "../workspaces/eventSubject.js";
import { WORKSPACE_NOT_FOUND } from "../workspaces/notFound.js";

interface WorkspaceDeleteInput extends UnitOfWork {
  workspaceId: string;
}

/** Deletes the workspace; its memberships (and every other workspace row) go with it by cascade. */
export async function workspaceDelete({ trx, outbox, actor, workspaceId }: WorkspaceDeleteInput): Promise<void> {
  // Of two admins deleting at once, the second finds nothing to delete, hears 404 and announces nothing.
  const deleted = await Workspace.query(trx).delete().where("id", workspaceId);
  if (deleted === 0) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  // profiles.last_workspace_id has no foreign key (profiles predate workspaces): clear it by hand.
  await Profile.query(trx).patch({ last_workspace_id: null, updated_at: new Date() }).where("last_workspace_id", workspaceId);
  outbox.add(domainEvent("workspace.deleted", workspaceSubject({ id: workspaceId }), actor.id, { id: workspaceId }, toWorkspace(workspaceId)));
}
