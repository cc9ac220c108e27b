import type { Knex } from "knex";
import { Profile } from "../../db/models/Profile.js";
import { Workspace } from "../../db/models/Workspace.js";

interface WorkspaceDeleteInput {
  trx: Knex.Transaction;
  workspace: Workspace;
}

/** Deletes the workspace; its memberships (and every other workspace row) go with it by cascade. */
export async function workspaceDelete({ trx, workspace }: WorkspaceDeleteInput): Promise<void> {
  // profiles.last_workspace_id has no foreign key (profiles predate workspaces): clear it by hand.
  await Profile.query(trx).patch({ last_workspace_id: null, updated_at: new Date() }).where("last_workspace_id", workspace.id);
  await Workspace.query(trx).deleteById(workspace.id);
}
