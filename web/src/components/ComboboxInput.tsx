import type { KeyboardEvent } from "react";

interface Props {
  className: string;
  label: string;
  /** The listbox the text box drives, and the option the arrows have reached (none while it is empty). */
  listId: string;
  activeId: string | undefined;
  placeholder: string;
  value: string;
  onType: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The text box of a listbox filtered by typing (the command palette, the property pickers): a combobox
 * whose active option is announced while focus stays in the box, as the ARIA combobox pattern has it.
 */
export function ComboboxInput({ className, label, listId, activeId, placeholder, value, onType, onKeyDown }: Props) {
  return (
    <input
      className={className}
      role="combobox"
      aria-label={label}
      aria-expanded="true"
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={activeId}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      autoFocus
      value={value}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
