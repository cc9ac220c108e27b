import { useState } from "react";
import type { StateGroup } from "../../../../api/contract/workItems";
import { Button } from "../../components/Button";
import type { State } from "../../http/types";
import { createState } from "../../stores/projectStates";
import { StateForm } from "./StateForm";
import { StateRow } from "./StateRow";

/** The colour a new state of each group starts with; the person can change it before adding. */
const NEW_STATE_COLORS: Record<StateGroup, string> = {
  backlog: "#a3a3a3",
  unstarted: "#3a67e0",
  started: "#f59e0b",
  completed: "#16a34a",
  cancelled: "#dc2626",
};

interface Props {
  slug: string;
  projectId: string;
  group: StateGroup;
  label: string;
  /** This group's states, in order. */
  states: readonly State[];
  onDelete: (state: State) => void;
}

/** One state group: its heading, its states in order, and "Add state". */
export function StateGroupSection({ slug, projectId, group, label, states, onDelete }: Props) {
  const [adding, setAdding] = useState(false);
  const headingId = `state-group-${group}`;

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <div className="project-settings__group-header">
        <h2 id={headingId}>{label}</h2>
        {!adding && (
          <Button variant="secondary" onClick={() => setAdding(true)} aria-label={`Add state to ${label}`}>
            Add state
          </Button>
        )}
      </div>
      {states.length > 0 ? (
        <ul role="list" className="project-settings__list" aria-labelledby={headingId}>
          {states.map((state, index) => (
            <StateRow key={state.id} slug={slug} projectId={projectId} state={state} isFirst={index === 0} isLast={index === states.length - 1} onDelete={() => onDelete(state)} />
          ))}
        </ul>
      ) : (
        <p className="muted">No {label.toLowerCase()} states.</p>
      )}
      {adding && (
        <StateForm
          initial={{ name: "", color: NEW_STATE_COLORS[group], description: "" }}
          submitLabel="Add state"
          onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await createState(slug, projectId, group, input);
            setAdding(false);
          }}
        />
      )}
    </section>
  );
}
