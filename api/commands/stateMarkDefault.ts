import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentState } from "../presenters/state.js";
import { findState } from "../states/findState.js";

interface StateMarkDefaultInput extends UnitOfWork {
  project: Project;
  stateId: string;
}

/**
 * Makes one state the project's default and clears the previous one (SPEC.md section 4), one
 * state.updated for each of the two. The project's states are locked first so two concurrent moves
 * queue up instead of colliding on the one-default-per-project index.
 */
export async function stateMarkDefault({ trx, outbox, actor, project, stateId }: StateMarkDefaultInput): Promise<void> {
  const locked = await State.query(trx).where("project_id", project.id).orderBy("id").forUpdate();
  const state = await findState(trx, project.id, stateId);
  if (state.is_default) return;
  const now = new Date();
  const changes = [
    ...locked.filter((other) => other.is_default).map((before) => ({ before, is_default: false })),
    { before: state, is_default: true },
  ];
  // The old default is cleared first: the index allows one default per project at any moment.
  for (const { before, is_default } of changes) {
    const after = await State.query(trx).patchAndFetchById(before.id, { is_default, updated_at: now });
    outbox.add(domainEvent("state.updated", after, actor.id, changedFields(presentState(before), presentState(after)), toProject(after)));
  }
}
