import { UniqueViolationError } from "objection";
import type { Project } from "../../db/models/Project.js";
import { State } from "../../db/models/State.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { ConflictError } from "../errors.js";
import { presentState } from "../presenters/state.js";
import { STATE_SEQUENCE_STEP } from "./projectCreate.js";

export const STATE_NAME_TAKEN = "This project already has a state with this name (names that differ only in capitals count as the same). Choose another name.";

/** A taken name is found by the unique index (project_id, lower(name)): checking first would race. */
export function stateConflict(error: unknown): never {
  if (error instanceof UniqueViolationError) throw new ConflictError(STATE_NAME_TAKEN);
  throw error;
}

interface StateCreateInput extends UnitOfWork {
  project: Project;
  fields: { name: string; color: string; group: string; description?: string | undefined };
}

/** Adds a state after every other (triage aside, which is not listed): SPEC.md section 9's 65535 step. */
export async function stateCreate({ trx, outbox, actor, project, fields }: StateCreateInput): Promise<State> {
  const last = (await State.query(trx)
    .where({ project_id: project.id, is_triage: false })
    .max("sequence as max")
    .first()
    .castTo<{ max: number | null } | undefined>()) as { max: number | null } | undefined;
  const state = await State.query(trx)
    .insertAndFetch({
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: fields.name,
      color: fields.color,
      group: fields.group,
      description: fields.description ?? "",
      sequence: (last?.max ?? 0) + STATE_SEQUENCE_STEP,
      is_default: false,
      is_triage: false,
    })
    .catch(stateConflict);
  outbox.add(domainEvent("state.created", state, actor.id, presentState(state), toProject(state)));
  return state;
}
