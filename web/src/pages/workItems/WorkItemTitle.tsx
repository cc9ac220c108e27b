import { useState } from "react";
import { LIMITS } from "../../../../api/contract/limits";

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
  const [draft, setDraft] = useState<string | null>(null);

  if (!editable) return <h1 className="work-item-title">{name}</h1>;

  if (draft === null) {
    return (
      <h1 className="work-item-title">
        <button type="button" className="work-item-title__button" title="Edit the title" onClick={() => setDraft(name)}>
          {name}
        </button>
      </h1>
    );
  }

  const commit = () => {
    const trimmed = draft.trim();
    setDraft(null);
    if (trimmed && trimmed !== name) onSave(trimmed);
  };

  return (
    <input
      className="work-item-title work-item-title__input"
      aria-label="Title"
      value={draft}
      maxLength={LIMITS.nameMaxLength}
      autoFocus
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        } else if (event.key === "Escape") {
          event.preventDefault();
          setDraft(null);
        }
      }}
    />
  );
}
