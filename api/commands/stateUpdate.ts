import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { changedFields, domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentState } from "../presenters/state.js";
import { findState } from "../states/findState.js";
import { stateConflict } from "./stateCreate.js";

interface StateUpdateInput extends UnitOfWork {
  project: Project;
  stateId: string;
  fields: { name?: string | undefined; color?: string | undefined; group?: string | undefined; description?: string | undefined; sequence?: number | undefined };
}

/** Renames, recolours, regroups or reorders one state of the project. */
export async function stateUpdate({ trx, outbox, actor, project, stateId, fields }: StateUpdateInput): Promise<State> {
  // Locked so that a concurrent delete cannot remove it between the look-up and the update.
  const before = await findState(trx, project.id, stateId, { forUpdate: true });
  const after = await State.query(trx)
    .patchAndFetchById(before.id, { ...fields, updated_at: new Date() })
    .catch(stateConflict);
  outbox.add(domainEvent("state.updated", after, actor.id, changedFields(presentState(before), presentState(after)), toProject(after)));
  return after;
}
