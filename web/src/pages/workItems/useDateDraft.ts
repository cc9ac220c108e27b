import { useState, type ChangeEvent, type KeyboardEvent } from "react";

/**
 * A date field saved when it is left or Enter is pressed, never per keystroke: typing a year passes through
 * days such as 0002-03-01 that must not be sent. Escape drops the draft; a `refused` draft is kept, unsaved.
 */
export function useDateDraft(value: string | null, onSave: (value: string | null) => void, refused: (draft: string) => boolean) {
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null || refused(draft)) return;
    setDraft(null);
    if ((draft || null) !== value) onSave(draft || null);
  };

  return {
    /** What is typed and not yet saved, or null. */
    draft,
    /** The input's value and handlers. */
    fieldProps: {
      value: draft ?? value ?? "",
      onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
      onBlur: commit,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") commit();
        if (event.key === "Escape") setDraft(null);
      },
    },
  };
}
