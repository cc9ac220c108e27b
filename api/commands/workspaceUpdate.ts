import { Workspace } from "../../db/models/Workspace.js";
import type { WorkspaceShape } from "../contract/workspaceShapes.js";
import { NotFoundError } from "../errors.js";
import { changedFields, domainEvent, toWorkspace } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { workspaceSubject } from "../workspaces/eventSubject.js";
import { WORKSPACE_NOT_FOUND } from "../workspaces/notFound.js";
import { presentWorkspaces } from "../workspaces/presentWorkspaces.js";

interface WorkspaceUpdateInput extends UnitOfWork {
  workspaceId: string;
  /** The actor's role in it, which the answer shows. */
  role: number;
  fields: { name?: string | undefined; organization_size?: string | undefined; timezone?: string | undefined; logo_url?: string | null | undefined };
}

/** Changes the workspace's settings (name, organisation size, time zone, logo). */
export async function workspaceUpdate({ trx, outbox, actor, workspaceId, role, fields }: WorkspaceUpdateInput): Promise<WorkspaceShape> {
  const workspace = await Workspace.query(trx).findById(workspaceId).forUpdate();
  if (!workspace) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  const updated = Object.keys(fields).length
    ? await Workspace.query(trx).patchAndFetchById(workspace.id, { ...fields, updated_by_id: actor.id, updated_at: new Date() })
    : workspace;
  const [before, after] = await presentWorkspaces(trx, [{ workspace, role }, { workspace: updated, role }]);
  if (!before || !after) throw new Error("presentWorkspaces() dropped a row");
  if (updated !== workspace) outbox.add(domainEvent("workspace.updated", workspaceSubject(updated), actor.id, changedFields(before, after), toWorkspace(updated.id)));
  return after;
}
