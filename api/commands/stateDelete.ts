import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { ValidationError } from "../errors.js";
import { findState } from "../states/findState.js";

export const DEFAULT_STATE_UNDELETABLE = "Default state cannot be deleted";
export const STATE_IN_USE = "The state is not empty, only empty states can be deleted";

interface StateDeleteInput extends UnitOfWork {
  project: Project;
  stateId: string;
}

/** Deletes a state no work item is in; the default state stays (SPEC.md section 4). */
export async function stateDelete({ trx, outbox, actor, project, stateId }: StateDeleteInput): Promise<void> {
  // Locked so that a concurrent mark-default cannot make it the default between the check and the delete.
  const state = await findState(trx, project.id, stateId, { forUpdate: true });
  if (state.is_default) throw new ValidationError(DEFAULT_STATE_UNDELETABLE);
  // Work items in it would be left without a state (issues.state_id also refuses it, should one race in).
  if ((await Issue.query(trx).where("state_id", state.id).resultSize()) > 0) throw new ValidationError(STATE_IN_USE);
  await State.query(trx).deleteById(state.id);
  outbox.add(domainEvent("state.deleted", state, actor.id, { id: state.id, project: state.project_id }, toProject(state)));
}
