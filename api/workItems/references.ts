import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { Label } from "../../db/models/Label.js";
import { ProjectMember } from "../../db/models/ProjectMember.js";
import { State } from "../../db/models/State.js";
import { fieldError } from "../errors.js";

/**
 * Every id a work item names is checked against its project: a state, parent, assignee or label of
 * another project or workspace is as unknown as a made-up one, and the write is refused with a 400
 * naming the field. Nothing is written before these pass.
 */

function refused(path: string, message: string): never {
  throw fieldError(path, message);
}

/** The named state of the project (never the intake-only triage state), or its default state. */
export async function resolveState(trx: Knex, projectId: string, stateId: string | null | undefined): Promise<State> {
  const query = State.query(trx).where({ project_id: projectId, is_triage: false });
  const state = stateId ? await query.findOne({ id: stateId }) : await query.findOne({ is_default: true });
  if (!state) refused("state_id", stateId ? "is not a state in this project" : "is required: the project has no default state");
  return state;
}

/**
 * Serialises the parent changes of one project until the transaction ends. A cycle check only holds if
 * nobody moves an item between the check and the commit: two moves that are each fine alone (b under
 * c while c goes under a, with a under b) would otherwise both pass and close a loop. Row locks cannot
 * guard it, since the chain being walked is not the rows being changed. A hash collision between two
 * projects only makes them wait for each other.
 */
async function lockParentChanges(trx: Knex, projectId: string): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(hashtextextended(?, 0))", [`issues.parent_id:${projectId}`]);
}

/**
 * A parent of the same project that is neither the item itself nor one of its descendants, checked under
 * the project's parent-change lock, which the caller's transaction holds until it commits the change.
 */
export async function assertParent(trx: Knex, projectId: string, itemId: string | null, parentId: string): Promise<void> {
  if (parentId === itemId) refused("parent_id", "cannot be the work item itself");
  await lockParentChanges(trx, projectId);
  const parent = await Issue.query(trx).select("id").findOne({ id: parentId, project_id: projectId });
  if (!parent) refused("parent_id", "is not a work item in this project");
  if (!itemId) return;
  // Walk up from the new parent: meeting the item itself would close a loop.
  const ancestors = await trx
    .withRecursive("chain", (chain) => {
      chain
        .select("id", "parent_id")
        .from("issues")
        .where("id", parentId)
        .union((up) => up.select("i.id", "i.parent_id").from("issues as i").join("chain", "chain.parent_id", "i.id"));
    })
    .select("id")
    .from("chain");
  if ((ancestors as { id: string }[]).some((row) => row.id === itemId)) refused("parent_id", "cannot be one of the work item's own sub-issues");
}

/** Assignees are active members of the project. */
export async function assertAssignees(trx: Knex, projectId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await ProjectMember.query(trx).modify("active").where("project_id", projectId).whereIn("member_id", userIds).resultSize();
  if (found !== userIds.length) refused("assignee_ids", "names someone who is not a member of this project");
}

/** Labels belong to the project. */
export async function assertLabels(trx: Knex, projectId: string, labelIds: readonly string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await Label.query(trx).where("project_id", projectId).whereIn("id", labelIds).resultSize();
  if (found !== labelIds.length) refused("label_ids", "names a label that is not in this project");
}
