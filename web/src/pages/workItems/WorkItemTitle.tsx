import { useState } from "react";
import { InlineNameInput } from "../../components/InlineNameInput";

interface Props {
  name: string;
  editable: boolean;
  /** Called with the trimmed new name, only when it changed. */
  onSave: (name: string) => void;
}

/**
 * The work item's name as the page's heading. Editors click it (or press Enter on it) to edit in
 * place: Enter or leaving the field saves, Escape puts the old name back. An empty name is not saved.
 */
export function WorkItemTitle({ name, editable, onSave }: Props) {
  const [editing, setEditing] = useState(false);

  if (!editable) return <h1 className="work-item-title">{name}</h1>;

  if (!editing) {
    return (
      <h1 className="work-item-title">
        <button type="button" className="work-item-title__button" title="Edit the title" onClick={() => setEditing(true)}>
          {name}
        </button>
      </h1>
    );
  }

  return (
    <InlineNameInput
      name={name}
      className="work-item-title work-item-title__input"
      label="Title"
      onDone={(next) => {
        setEditing(false);
        if (next !== null) onSave(next);
      }}
    />
  );
}
