import { UniqueViolationError } from "objection";
import { Profile } from "../../db/models/Profile.js";
import { Workspace } from "../../db/models/Workspace.js";
import { WorkspaceMember } from "../../db/models/WorkspaceMember.js";
import { ROLE } from "../contract/roles.js";
import type { WorkspaceShape } from "../contract/workspaceShapes.js";
import { ConflictError } from "../errors.js";
import { domainEvent, toUsers } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { workspaceSubject } from "../workspaces/eventSubject.js";
import { presentOneWorkspace } from "../workspaces/presentWorkspaces.js";

const SLUG_TAKEN = "Workspace slug is already taken";

interface WorkspaceCreateInput extends UnitOfWork {
  name: string;
  slug: string;
  organizationSize: string;
}

/**
 * Creates the workspace with its creator as its first Admin, and makes it the creator's current
 * workspace when they had none. The slug is already known to be well formed and not reserved.
 * Only the creator hears of it: nobody else is in it yet.
 */
export async function workspaceCreate(input: WorkspaceCreateInput): Promise<WorkspaceShape> {
  const { trx, outbox, actor } = input;
  const workspace = await Workspace.query(trx)
    .insertAndFetch({
      name: input.name,
      slug: input.slug,
      organization_size: input.organizationSize,
      owner_id: actor.id,
      created_by_id: actor.id,
      updated_by_id: actor.id,
    })
    .catch((error: unknown) => {
      // Checking first would race: two creates of one slug are told apart by the unique index alone.
      if (error instanceof UniqueViolationError) throw new ConflictError(SLUG_TAKEN);
      throw error;
    });
  await WorkspaceMember.query(trx).insert({ workspace_id: workspace.id, member_id: actor.id, role: ROLE.ADMIN, is_active: true });
  await Profile.query(trx).patch({ last_workspace_id: workspace.id, updated_at: new Date() }).where("user_id", actor.id).whereNull("last_workspace_id");
  const presented = await presentOneWorkspace(trx, workspace, ROLE.ADMIN);
  outbox.add(domainEvent("workspace.created", workspaceSubject(workspace), actor.id, presented, toUsers(workspace.id, [actor.id])));
  return presented;
}
