import { useState, type ReactNode } from "react";
import { Button } from "../../components/Button";
import type { Label } from "../../http/types";
import { moveLabel, setLabelParent, updateLabel } from "../../stores/projectLabels";
import { LabelForm } from "./LabelForm";
import { MoveButtons } from "./MoveButtons";

interface Props {
  slug: string;
  projectId: string;
  label: Label;
  isFirst: boolean;
  isLast: boolean;
  /** Whether there is a top-level label it may go into. */
  canMoveInto: boolean;
  onMoveInto: () => void;
  onDelete: () => void;
  /** Its child labels' list, for a top-level label that has some. */
  nested?: ReactNode;
}

/** One label of the tree with its reorder, edit, regroup and delete actions; its children below it. */
export function LabelRow({ slug, projectId, label, isFirst, isLast, canMoveInto, onMoveInto, onDelete, nested }: Props) {
  const [editing, setEditing] = useState(false);

  return (
    <li className="project-settings__tree-item">
      {editing ? (
        <div className="project-settings__item project-settings__item--editing">
          <LabelForm
            initial={{ name: label.name, color: label.color, description: label.description }}
            submitLabel="Save label"
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              // Optimistic: the row shows the edit at once; a refusal restores it with a toast.
              setEditing(false);
              await updateLabel(slug, projectId, label.id, input);
            }}
          />
        </div>
      ) : (
        <div className="project-settings__item">
          <span className="project-settings__swatch project-settings__swatch--round" style={{ background: label.color }} aria-hidden="true" />
          <div className="project-settings__item-text">
            <span className="project-settings__item-name">{label.name}</span>
            {label.description && <p className="muted project-settings__item-description">{label.description}</p>}
          </div>
          <div className="project-settings__item-actions">
            <MoveButtons name={label.name} canMoveUp={!isFirst} canMoveDown={!isLast} onMove={(direction) => void moveLabel(slug, projectId, label.id, direction)} />
            <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${label.name}`}>
              Edit
            </Button>
            {canMoveInto && (
              <Button variant="ghost" onClick={onMoveInto} aria-label={`Move ${label.name} into a group`}>
                Move into
              </Button>
            )}
            {label.parent !== null && (
              <Button variant="ghost" onClick={() => void setLabelParent(slug, projectId, label.id, null)} aria-label={`Remove ${label.name} from group`}>
                Remove from group
              </Button>
            )}
            <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${label.name}`}>
              Delete
            </Button>
          </div>
        </div>
      )}
      {nested}
    </li>
  );
}
