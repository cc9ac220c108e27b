import { useState } from "react";
import { Button } from "../../components/Button";
import type { State } from "../../http/types";
import { updateState, markStateDefault, moveState } from "../../stores/projectStates";
import { MoveButtons } from "./MoveButtons";
import { StateForm } from "./StateForm";

interface Props {
  slug: string;
  projectId: string;
  state: State;
  isFirst: boolean;
  isLast: boolean;
  onDelete: () => void;
}

/** One state of a group: its colour, name and description, with reorder, edit, default and delete. */
export function StateRow({ slug, projectId, state, isFirst, isLast, onDelete }: Props) {
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <li className="project-settings__item project-settings__item--editing">
        <StateForm
          initial={{ name: state.name, color: state.color, description: state.description }}
          submitLabel="Save state"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            // Optimistic: the row shows the edit at once; a refusal restores it with a toast.
            setEditing(false);
            await updateState(slug, projectId, state.id, input);
          }}
        />
      </li>
    );
  }

  return (
    <li className="project-settings__item">
      <span className="project-settings__swatch" style={{ background: state.color }} aria-hidden="true" />
      <div className="project-settings__item-text">
        <span className="project-settings__item-name">{state.name}</span>
        {state.default && <span className="project-settings__badge">Default</span>}
        {state.description && <p className="muted project-settings__item-description">{state.description}</p>}
      </div>
      <div className="project-settings__item-actions">
        <MoveButtons name={state.name} canMoveUp={!isFirst} canMoveDown={!isLast} onMove={(direction) => void moveState(slug, projectId, state.id, direction)} />
        {!state.default && (
          <Button variant="ghost" onClick={() => void markStateDefault(slug, projectId, state.id)} aria-label={`Mark ${state.name} as default`}>
            Mark as default
          </Button>
        )}
        <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${state.name}`}>
          Edit
        </Button>
        {/* The server refuses to delete the default state, so the button is not offered for it. */}
        {!state.default && (
          <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${state.name}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
